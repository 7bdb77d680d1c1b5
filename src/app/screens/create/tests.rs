use super::*;

fn screen() -> Create {
    Create::new(Arc::new(Tables::embedded().unwrap()), 7)
}

fn key(action: Action) -> Press {
    Press::of(action)
}

/// A key that types `c`, with the action its key code has in play.
fn typed(action: Action, c: char) -> Press {
    Press {
        typed: Some(c),
        ..Press::of(action)
    }
}

fn started(screen: &mut Create) -> Character {
    match screen.handle(key(Action::Confirm)) {
        Some(Outcome::Start(c)) => c,
        other => panic!("Enter starts the run, not {other:?}"),
    }
}

#[test]
fn it_opens_on_the_seeds_own_character() {
    let mut s = screen();
    let tables = Arc::clone(&s.tables);
    assert_eq!(s.focus, Field::Name);
    assert_eq!(
        started(&mut s),
        torchdeep::rules::default_character(&tables, 7)
    );
}

#[test]
fn letters_in_the_name_field_type_and_do_nothing_else() {
    let mut s = screen();
    // h, j, k, l move in play; r and n are this screen's keys outside the name field.
    for (action, c) in [
        (Action::Move(Direction::W), 'h'),
        (Action::Move(Direction::S), 'j'),
        (Action::Other, 'r'),
        (Action::Move(Direction::SE), 'n'),
        (Action::Help, '?'),
        (Action::Other, ' '),
        (Action::Move(Direction::N), 'k'),
    ] {
        assert_eq!(s.handle(typed(action, c)), None);
    }
    assert_eq!(s.name, "hjrn? k");
    assert_eq!((s.focus, s.class, s.race), (Field::Name, 0, 0));
    s.handle(key(Action::Erase));
    s.handle(key(Action::Erase));
    assert_eq!(started(&mut s).name, "hjrn?");
}

#[test]
fn typing_replaces_a_generated_name_and_backspace_erases_it_whole() {
    let mut s = screen();
    let generated = s.name.clone();
    s.handle(typed(Action::Other, 'A'));
    assert_eq!(s.name, "A");
    s.handle(key(Action::Move(Direction::E)));
    assert_ne!(s.name, generated, "right draws the next seed's name");
    s.handle(key(Action::Move(Direction::W)));
    assert_eq!(s.name, generated, "left goes back to the first");
    s.handle(key(Action::Erase));
    assert_eq!(s.name, "");
}

#[test]
fn a_name_has_a_bounded_length_and_no_spaces_around_it() {
    let mut s = screen();
    s.handle(typed(Action::Other, ' '));
    assert_eq!(s.name, "", "no leading space");
    assert_eq!(
        s.handle(key(Action::Confirm)),
        None,
        "an empty name cannot start"
    );
    assert!(s.problem.is_some());
    for _ in 0..MAX_NAME_CHARS + 5 {
        s.handle(typed(Action::Other, 'w'));
    }
    assert!(s.problem.is_none(), "typing clears the complaint");
    assert_eq!(s.name.chars().count(), MAX_NAME_CHARS);
    s.handle(key(Action::Erase));
    s.handle(typed(Action::Other, ' '));
    let c = started(&mut s);
    assert_eq!(
        c.name,
        "w".repeat(MAX_NAME_CHARS - 1),
        "the trailing space is dropped"
    );
    assert!(Character::is_name(&c.name));
}

#[test]
fn tab_and_arrows_move_the_focus_and_left_right_cycle_the_choices() {
    let mut s = screen();
    let (classes, races) = s.counts();
    s.handle(key(Action::NextTarget));
    assert_eq!(s.focus, Field::Class);
    s.handle(key(Action::Move(Direction::W)));
    assert_eq!(
        s.class,
        classes - 1,
        "left from the first wraps to the last"
    );
    s.handle(key(Action::Move(Direction::E)));
    s.handle(key(Action::Move(Direction::E)));
    assert_eq!(s.class, 1);
    // Outside the name field the vi-keys are arrows.
    s.handle(typed(Action::Move(Direction::S), 'j'));
    assert_eq!(s.focus, Field::Race);
    for _ in 0..races + 2 {
        s.handle(typed(Action::Move(Direction::E), 'l'));
    }
    assert_eq!(s.race, 2);
    s.handle(key(Action::Move(Direction::S)));
    s.handle(key(Action::Move(Direction::S)));
    assert_eq!(s.focus, Field::Name, "down from start wraps to the name");
    s.handle(key(Action::Move(Direction::N)));
    assert_eq!(s.focus, Field::Start);
    let c = started(&mut s);
    assert_eq!(
        (c.class.as_str(), c.race.as_str()),
        (s.classes[1].as_str(), s.races[2].as_str())
    );
}

#[test]
fn the_random_pick_repeats_for_a_seed_and_varies_over_picks() {
    let (mut a, mut b) = (screen(), screen());
    a.handle(key(Action::NextTarget));
    b.handle(key(Action::NextTarget));
    let mut picks = Vec::new();
    for _ in 0..12 {
        a.handle(typed(Action::Other, 'r'));
        b.handle(typed(Action::Other, 'r'));
        assert_eq!((&a.name, a.class, a.race), (&b.name, b.class, b.race));
        assert!(a.generated);
        picks.push((a.name.clone(), a.class, a.race));
    }
    picks.sort();
    picks.dedup();
    assert!(picks.len() > 6, "random picks differ: {picks:?}");
    assert!(picks.iter().any(|p| p.1 != 0) && picks.iter().any(|p| p.2 != 0));
    // n: another generated name, the class and race kept.
    let (class, race, name) = (a.class, a.race, a.name.clone());
    a.handle(typed(Action::Move(Direction::SE), 'n'));
    assert_eq!((a.class, a.race), (class, race));
    assert_ne!(a.name, name);
}

#[test]
fn escape_goes_back_and_help_opens_but_question_mark_types_in_the_name() {
    let mut s = screen();
    assert_eq!(s.handle(typed(Action::Help, '?')), None);
    assert_eq!(s.handle(key(Action::Help)), Some(Outcome::Help), "F1");
    s.handle(key(Action::NextTarget));
    assert_eq!(s.handle(typed(Action::Help, '?')), Some(Outcome::Help));
    assert_eq!(s.handle(key(Action::Cancel)), Some(Outcome::Back));
}

#[test]
fn taps_choose_a_class_a_race_and_start() {
    let mut s = screen();
    let l = Layout::new(1280.0, 720.0, s.counts());
    assert_eq!(s.tap(&l, l.classes[2].center()), None);
    assert_eq!((s.class, s.focus), (2, Field::Class));
    s.tap(&l, l.races[3].center());
    assert_eq!((s.race, s.focus), (3, Field::Race));
    let name = s.name.clone();
    s.tap(&l, l.new_name.center());
    assert_ne!(s.name, name);
    s.tap(&l, l.name.center());
    assert_eq!(s.focus, Field::Name);
    assert_eq!(s.tap(&l, l.help.center()), Some(Outcome::Help));
    assert_eq!(
        s.tap(&l, vec2(2.0, 2.0)),
        None,
        "outside the panel nothing happens"
    );
    match s.tap(&l, l.start.center()) {
        Some(Outcome::Start(c)) => assert_eq!(c.class, s.classes[2]),
        other => panic!("Start begins the run, not {other:?}"),
    }
    assert_eq!(s.tap(&l, l.back.center()), Some(Outcome::Back));
}

#[test]
fn the_preview_is_the_character_the_rules_make() {
    let mut s = screen();
    s.handle(key(Action::Erase));
    let c = s.preview().unwrap();
    assert_eq!(c.name, "?", "a stand-in while the name is empty");
    let made = create(&s.tables, "?", &s.classes[0], &s.races[0]).unwrap();
    assert_eq!(c, made);
}
