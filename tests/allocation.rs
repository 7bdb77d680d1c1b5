//! The turn engine allocates nothing once warm: a counting allocator watches rounds of 150
//! verps on an open floor — dozing and walking about out of sight, or beelining and striking the
//! player — and finds no allocation but the strings of the message log's sentences. (Thrown
//! rocks and deaths allocate for what they carry; verps carry nothing and the player lives.)

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use torchdeep::data::Tables;
use torchdeep::rules::scenario::level_from_ascii;
use torchdeep::rules::{Command, Game};

struct Counting;

thread_local! {
    // Per thread: the test harness runs tests side by side.
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn count() {
    if COUNTING.with(Cell::get) {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
    }
}

// SAFETY: every call is passed on to the system allocator unchanged; only a count is kept.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

const SIDE: usize = 90;

/// An open floor with pillars, the player at `player`, 150 verps on free tiles at least
/// `away` tiles (Chebyshev) from it.
fn arena(tables: &Tables, player: (usize, usize), away: usize) -> Game {
    let mut rng = fastrand::Rng::with_seed(3);
    let mut rows = vec![vec!['.'; SIDE]; SIDE];
    for (y, row) in rows.iter_mut().enumerate() {
        for (x, c) in row.iter_mut().enumerate() {
            let edge = x == 0 || y == 0 || x == SIDE - 1 || y == SIDE - 1;
            let pillar = x % 9 == 4 && y % 7 == 3;
            if edge || pillar {
                *c = '#';
            }
        }
    }
    rows[player.1][player.0] = '@';
    let mut placed = 0;
    while placed < 150 {
        let (x, y) = (rng.usize(1..SIDE - 1), rng.usize(1..SIDE - 1));
        let far = x.abs_diff(player.0).max(y.abs_diff(player.1)) >= away;
        if rows[y][x] == '.' && far {
            rows[y][x] = 'v';
            placed += 1;
        }
    }
    let text: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
    let text: Vec<&str> = text.iter().map(String::as_str).collect();
    let (mut level, player) = level_from_ascii(tables, &text).unwrap();
    level.creatures.with_mut(player, |c| c.hp = i32::MAX / 2);
    Game::from_level(tables.clone(), level, player, 3)
}

/// The allocations of one round, and the sentences it added to the log.
fn round(game: &mut Game) -> (usize, usize) {
    let last = game
        .messages()
        .last()
        .map(|m| (m.turn, game.messages().len()));
    ALLOCATIONS.with(|n| n.set(0));
    COUNTING.with(|c| c.set(true));
    game.act(Command::Wait).unwrap();
    COUNTING.with(|c| c.set(false));
    let turn = game.turn();
    let sentences = game.messages().filter(|m| m.turn == turn).count();
    assert!(last.is_none_or(|(t, _)| t < turn));
    (ALLOCATIONS.with(Cell::get), sentences)
}

/// What one sentence of the log costs: the names and the sentence itself are new strings.
const PER_SENTENCE: usize = 9;

#[test]
fn a_warm_round_of_verps_far_off_allocates_nothing() {
    let tables = Tables::embedded().unwrap();
    // Beyond 40 tiles verps doze; nearer, out of sight, they walk about.
    let mut game = arena(&tables, (2, 2), 30);
    for _ in 0..20 {
        game.act(Command::Wait).unwrap();
    }
    for _ in 0..30 {
        let (allocations, sentences) = round(&mut game);
        assert_eq!((allocations, sentences), (0, 0), "turn {}", game.turn());
    }
}

#[test]
fn a_warm_round_of_blows_allocates_only_for_the_sentences_of_the_log() {
    let tables = Tables::embedded().unwrap();
    let mut game = arena(&tables, (SIDE / 2, SIDE / 2), 0);
    for _ in 0..40 {
        game.act(Command::Wait).unwrap();
    }
    let mut sentences_seen = 0;
    for _ in 0..30 {
        let (allocations, sentences) = round(&mut game);
        sentences_seen += sentences;
        assert!(
            allocations <= PER_SENTENCE * sentences,
            "turn {}: {allocations} allocations for {sentences} sentences",
            game.turn()
        );
    }
    assert!(sentences_seen > 0, "verps reached the player");
    assert!(game.player_hp() > 0);
}
