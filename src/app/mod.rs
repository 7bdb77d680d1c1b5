//! The app layer: the window, its screens, drawing and input. It reads the simulation's state
//! and turns it into pixels; the rules live in the library.

mod actors;
mod animation;
mod atlas;
pub mod audio;
pub mod frames;
mod hover;
mod hud;
mod input;
mod keeper;
mod kept;
mod launch;
mod lighting;
mod log;
mod memory;
mod menu;
mod opening;
pub mod overlay;
mod pacing;
mod play;
pub mod replay;
mod roguecode;
mod saves;
mod screen;
mod screens;
mod shaders;
mod targeting;
mod touch;
mod travel;
mod ui;
mod veil;
mod view;
pub mod web;

use std::sync::Arc;

use macroquad::prelude::*;
use torchdeep::data::{Tables, TILESET_PATH};

use launch::{next_seed, save_frame};
pub use launch::{window_conf, Launch, StartScreen, WindowSize};

use atlas::Atlas;
use input::Keyboard;
use keeper::Keeper;
use play::{Play, Request};
use screens::character::CharacterScreen;
use screens::create::{self, Create};
use screens::end::{self, End};
use screens::hall;
use screens::help::{self, Help};
use screens::inventory::{Closed, InventoryScreen};
use screens::journal::JournalScreen;
use screens::pause::{self, Pause};
use screens::shop::ShopScreen;
use screens::spellbook::SpellbookScreen;
use screens::title::{self, Title};

/// Where the help screen goes back to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Back {
    Title,
    Playing,
    Paused,
    Create,
    Shop,
    Spellbook,
}

enum Screen {
    Title,
    /// Making the character of a new run (the screen itself is kept beside, for its help).
    Create,
    Playing,
    Paused,
    Help(Back),
    /// The character screen, over the run.
    Character(CharacterScreen),
    /// The inventory, over the run.
    Inventory(InventoryScreen),
    /// The journal, over the run.
    Journal(JournalScreen),
    /// Trading with a shopkeeper, over the run.
    Shop(ShopScreen),
    /// The spells learnt and memorised, over the run.
    Spellbook(SpellbookScreen),
    Ended(Box<End>),
    /// The hall of fame; the place of the run that just ended, lit.
    Hall(Option<usize>),
    /// Rogue Code: the editor, or a raid being watched.
    RogueCode,
}

/// The screen a request of the run opens over it (the character, inventory, journal, shop or
/// spellbook), asked for by a key during play or from the pause menu.
fn screen_over_run(request: Request) -> Option<Screen> {
    Some(match request {
        Request::Character => Screen::Character(CharacterScreen::new()),
        Request::Inventory(purpose) => Screen::Inventory(InventoryScreen::new(purpose)),
        Request::Journal => Screen::Journal(JournalScreen::new()),
        Request::Shop => Screen::Shop(ShopScreen::new()),
        Request::Spellbook => Screen::Spellbook(SpellbookScreen::new()),
        Request::Nothing | Request::Pause | Request::Help | Request::Ended => return None,
    })
}

pub async fn run(launch: Launch) {
    ui::sample_nearest();
    let mut atlas = match Atlas::load(&launch.resources, &launch.tables, TILESET_PATH) {
        Ok(a) => a,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    // Screenshots need no sound: skip rendering the music.
    let mut audio = if launch.screenshot.is_some() {
        audio::Audio::silent(launch.tables.player())
    } else {
        audio::Audio::new(launch.tables.player()).await
    };
    let mut heard_turn = u64::MAX;
    let mut tables = Arc::new(launch.tables);
    let started = get_time();
    let clock = move || (get_time() - started) as f32;
    let mut keyboard = Keyboard::new();
    // On with --touch, or when the settings say so (`touch = true`).
    let mut touch = touch::TouchControls::new(launch.touch || audio.settings().touch);
    let cast = title::cast_of(&tables, &atlas);
    let mut title = Title::new(cast);
    let mut pause = Pause::new();
    let mut seed = launch.seed;
    // Closing the window saves the run first (the loop below sees the request).
    prevent_quit();
    // In the browser, a replay left in local storage is checked first (the browser test).
    replay::browser::verify_stored(&tables);
    let mut keeper = Keeper::new(launch.screenshot.is_none());
    keeper.offer(&tables, &mut title, None);
    let mut hall = keeper.hall();
    let mut hall_kept = kept::Kept::default();
    let start = launch.screen.unwrap_or(if launch.screenshot.is_some() {
        StartScreen::Game
    } else {
        StartScreen::Title
    });
    let mut help = Help::new(touch.enabled());
    // The creation screen's choices, kept while its help is open.
    let mut creation = None;
    let config = launch.source.config.clone();
    let new_rogue_code = |tables: &Arc<Tables>, script: Option<String>| {
        let raids = crate::sources::load_raid_tables(tables, config.as_ref());
        roguecode::RogueCode::new(tables.clone(), raids, 1, script)
    };
    let mut rogue_code = None;
    let start = match &launch.rogue {
        Some(_) => StartScreen::Roguecode,
        None => start,
    };
    let (mut play, mut screen) = match start {
        StartScreen::Title => (None, Screen::Title),
        StartScreen::Roguecode => {
            let (script, watch) = launch.rogue.clone().unzip();
            let mut code = new_rogue_code(&tables, script);
            if let Some(seed) = watch.flatten() {
                code.watch_seed(seed);
            }
            rogue_code = Some(code);
            (None, Screen::RogueCode)
        }
        StartScreen::Create => {
            creation = Some(Create::new(tables.clone(), seed));
            (None, Screen::Create)
        }
        StartScreen::Hall => (None, Screen::Hall(None)),
        StartScreen::Help => (None, Screen::Help(Back::Title)),
        over_run => {
            let (run, screen) = opening::over_run(over_run, &tables, seed, &atlas);
            (Some(run), screen)
        }
    };
    let mut overlay = overlay::Overlay::new(launch.overlay, launch.source);
    let mut frame = 0u32;
    let mut stats = frames::FrameStats::new(launch.frame_stats);
    let mut trace = frames::ScreenTrace::from_env();
    let mut pacing = pacing::Pacing::new(launch.screenshot.is_none());
    loop {
        screen::begin_frame();
        stats.begin();
        pacing.begin();
        let now = clock();
        let dt = get_frame_time();
        overlay.handle_toggle();
        // egui keeps what it uses (remembered from its last frame): keys while a text field has
        // focus; clicks and the wheel over its windows.
        let presses = match overlay.wants_keyboard() {
            true => &[][..],
            false => keyboard.poll(),
        };
        let mut gestures = touch.poll(hud::HEIGHT);
        // Over a window of the overlay (even one that appeared a frame ago under a still
        // mouse), a click, the wheel or a tap is for the window only.
        let on_overlay =
            overlay.wants_pointer() || gestures.touched.iter().any(|&t| overlay.covers(t));
        let pointer_taken = on_overlay
            && (is_mouse_button_pressed(MouseButton::Left)
                || is_mouse_button_pressed(MouseButton::Right)
                || mouse_wheel().1 != 0.0
                || !gestures.touched.is_empty());
        if on_overlay {
            gestures.touched.clear();
            gestures.taps.clear();
            gestures.buttons.clear();
            gestures.zoom = 0;
        }
        if let Some(run) = play.as_mut() {
            run.set_reveal(overlay.reveals_map());
        }
        // Clicks or taps for the screens around the dungeon, from one source: with touch
        // controls on, every tap (a real finger also moves and presses the mouse, on touching;
        // the tap comes on lifting); else the left click. Over the dimmed run (paused, ended)
        // the touch menu button stands for Esc, as it does in play.
        let touching = gestures.enabled();
        let taps: Vec<Vec2> = match touching {
            true => gestures.touched.clone(),
            false => (is_mouse_button_pressed(MouseButton::Left) && !on_overlay)
                .then(|| screen::mouse().into())
                .into_iter()
                .collect(),
        };
        let menu_button = gestures.buttons.contains(&touch::Button::Menu);
        let escape = [input::Press::of(input::Action::Cancel)];
        let over_run = match menu_button {
            true => &escape[..],
            false => presses,
        };
        let mut next = None;
        let quitting = is_quit_requested();
        let mut quit = quitting;
        match (&mut screen, play.as_mut()) {
            (Screen::Title, _) => {
                match title.update(presses, &taps) {
                    Some(title::Choice::Continue) => {
                        if let Some(run) = keeper.resume() {
                            play = Some(Play::resume(run, &atlas, now));
                            next = Some(Screen::Playing);
                        }
                    }
                    Some(title::Choice::NewGame) => {
                        creation = Some(Create::new(tables.clone(), seed));
                        next = Some(Screen::Create);
                    }
                    Some(title::Choice::HallOfFame) => {
                        hall = keeper.hall();
                        next = Some(Screen::Hall(None));
                    }
                    Some(title::Choice::Help) => {
                        help = Help::new(touching);
                        next = Some(Screen::Help(Back::Title));
                    }
                    Some(title::Choice::RogueCode) => {
                        rogue_code = Some(new_rogue_code(&tables, None));
                        next = Some(Screen::RogueCode);
                    }
                    Some(title::Choice::Quit) => quit = true,
                    None => {}
                }
                title.draw(&atlas, now, touching);
            }
            (Screen::Create, _) => {
                let outcome = match creation.as_mut() {
                    Some(making) => making.update(presses, &taps),
                    None => Some(create::Outcome::Back),
                };
                match outcome {
                    Some(create::Outcome::Start(character)) => {
                        let run_seed = creation.as_ref().map_or(seed, Create::seed);
                        let mut run =
                            Play::new_as(tables.clone(), run_seed, character, &atlas, now);
                        keeper.start(&mut run, now);
                        play = Some(run);
                        seed = next_seed(run_seed);
                        creation = None;
                        next = Some(Screen::Playing);
                    }
                    Some(create::Outcome::Back) => {
                        creation = None;
                        // The title forgets the question it asked before New game.
                        keeper.offer(&tables, &mut title, None);
                        next = Some(Screen::Title);
                    }
                    Some(create::Outcome::Help) => {
                        help = Help::on(help::Page::Create);
                        next = Some(Screen::Help(Back::Create));
                    }
                    None => {}
                }
                if let Some(making) = &creation {
                    making.draw(&atlas, now, touching);
                }
            }
            (Screen::RogueCode, _) => match rogue_code.as_mut() {
                Some(code) => {
                    if code.update(presses, &atlas, now, dt).is_some() {
                        rogue_code = None;
                        keeper.offer(&tables, &mut title, None);
                        next = Some(Screen::Title);
                    } else {
                        code.draw(&atlas, now, dt);
                    }
                }
                None => next = Some(Screen::Title),
            },
            (Screen::Hall(newest), _) => {
                veil::under(hall::VEIL, || title.draw(&atlas, now, touching));
                hall::draw(
                    &mut hall_kept,
                    &hall.0,
                    *newest,
                    hall.1.as_deref(),
                    touching,
                );
                if hall::closed(presses, &taps) {
                    // Its picture is a window-sized texture: not held while the hall is shut.
                    hall_kept = kept::Kept::default();
                    next = Some(Screen::Title);
                }
            }
            (Screen::Playing, Some(run)) => {
                // A click or wheel on an overlay window is not for the map: the run waits.
                let request = match pointer_taken {
                    true => Request::Nothing,
                    false => run.update(presses, &gestures, &atlas, now, dt),
                };
                match request {
                    Request::Pause => {
                        pause = Pause::new();
                        next = Some(Screen::Paused);
                    }
                    Request::Help => {
                        help = Help::new(touching);
                        next = Some(Screen::Help(Back::Playing));
                    }
                    Request::Ended => {
                        next = Some(Screen::Ended(Box::new(End::new(keeper.summary(run)))))
                    }
                    request => {
                        if let Some(screen) = screen_over_run(request) {
                            next = Some(screen);
                        }
                    }
                }
                run.draw(&atlas, now, dt);
            }
            (Screen::Paused, Some(run)) => {
                veil::under(pause::VEIL, || run.draw(&atlas, now, dt));
                match pause.update(over_run, &taps) {
                    Some(pause::Choice::Resume) => next = Some(Screen::Playing),
                    Some(pause::Choice::Open(request)) => next = screen_over_run(request),
                    Some(pause::Choice::Help) => {
                        help = Help::new(touching);
                        next = Some(Screen::Help(Back::Paused));
                    }
                    Some(pause::Choice::SaveAndQuit) => match keeper.save_and_quit(run) {
                        Ok(()) => next = Some(Screen::Title),
                        Err(e) => pause.failed(e),
                    },
                    Some(pause::Choice::QuitUnsaved) => {
                        keeper.look();
                        next = Some(Screen::Title);
                    }
                    None => {}
                }
                pause.draw(now, touching);
            }
            (Screen::Character(sheet), Some(run)) => {
                veil::under(veil::MENU, || run.draw(&atlas, now, dt));
                if sheet.update(over_run, &taps, run, now) {
                    next = Some(Screen::Playing);
                }
                sheet.draw(run.game(), now, touching);
            }
            // A sheet is asked first whether it closes (`draw_sheet`).
            (Screen::Inventory(pack), Some(run)) => {
                match pack.update(over_run, &taps, run, &atlas, now) {
                    Some(Closed::Done) => next = Some(Screen::Playing),
                    Some(Closed::Throw(item)) => {
                        run.start_throwing(item);
                        next = Some(Screen::Playing);
                    }
                    None => {}
                }
                draw_sheet(run, &atlas, (now, dt), next.is_none(), |game| {
                    pack.draw(game, &atlas, touching)
                });
            }
            (Screen::Shop(shop), Some(run)) => {
                match shop.update(over_run, &taps, run, &atlas, now) {
                    Some(screens::shop::Exit::Leave) => next = Some(Screen::Playing),
                    Some(screens::shop::Exit::Help) => {
                        help = Help::on(help::Page::Shop);
                        next = Some(Screen::Help(Back::Shop));
                    }
                    None => {}
                }
                draw_sheet(run, &atlas, (now, dt), next.is_none(), |game| {
                    shop.draw(game, &atlas, touching)
                });
            }
            (Screen::Spellbook(book), Some(run)) => {
                match book.update(over_run, &taps, run, now) {
                    Some(screens::spellbook::Exit::Leave) => next = Some(Screen::Playing),
                    Some(screens::spellbook::Exit::Help) => {
                        help = Help::on(help::Page::Spellbook);
                        next = Some(Screen::Help(Back::Spellbook));
                    }
                    None => {}
                }
                draw_sheet(run, &atlas, (now, dt), next.is_none(), |game| {
                    book.draw(game, touching)
                });
            }
            (Screen::Journal(book), Some(run)) => {
                if book.update(over_run, &taps, run.game()) {
                    next = Some(Screen::Playing);
                }
                draw_sheet(run, &atlas, (now, dt), next.is_none(), |game| {
                    book.draw(game, touching)
                });
            }
            (Screen::Help(back), run) => {
                veil::under(veil::MENU, || match (run, &creation) {
                    (_, Some(making)) if *back == Back::Create => {
                        making.draw(&atlas, now, touching)
                    }
                    (Some(run), _) if *back != Back::Title => run.draw(&atlas, now, dt),
                    _ => title.draw(&atlas, now, touching),
                });
                help.draw(touching);
                if help.update(presses, &taps) {
                    // Its picture let go (a window's width of pixels); each opening makes anew.
                    help = Help::new(touching);
                    next = Some(match back {
                        Back::Title => Screen::Title,
                        Back::Playing => Screen::Playing,
                        Back::Paused => Screen::Paused,
                        Back::Create => Screen::Create,
                        Back::Shop => Screen::Shop(ShopScreen::new()),
                        Back::Spellbook => Screen::Spellbook(SpellbookScreen::new()),
                    });
                }
            }
            (Screen::Ended(ending), Some(run)) => {
                veil::under(end::VEIL, || run.draw(&atlas, now, dt));
                ending.draw(now, touching);
                match ending.update(over_run, &taps) {
                    Some(end::Choice::Restart) => {
                        seed = next_seed(seed);
                        // The same character, born again at level 1 in a new dungeon.
                        let c = run.game().character();
                        *run = match torchdeep::rules::character::create(
                            &tables, &c.name, &c.class, &c.race,
                        ) {
                            Ok(again) => Play::new_as(tables.clone(), seed, again, &atlas, now),
                            Err(_) => Play::new(tables.clone(), seed, &atlas, now),
                        };
                        // A run opened for a look leads to another; a kept one to a kept one.
                        match keeper.is_keeping() {
                            true => keeper.start(run, now),
                            false => keeper.look(),
                        }
                        next = Some(Screen::Playing);
                    }
                    Some(end::Choice::Hall) => {
                        hall = keeper.hall();
                        next = Some(Screen::Hall(keeper.newest_place()));
                    }
                    None => {}
                }
            }
            // A screen that needs a run without one: back to the title.
            (_, None) => next = Some(Screen::Title),
        }
        if !overlay.wants_keyboard() {
            if is_key_pressed(KeyCode::M) {
                audio.toggle_mute();
            }
            audio::adjust_volume(&mut audio);
        }
        match (&screen, play.as_ref()) {
            (Screen::Playing | Screen::Paused | Screen::Help(Back::Playing), Some(run)) => {
                audio::sound_of(&mut audio, run.game(), &mut heard_turn)
            }
            (Screen::RogueCode, _) => match rogue_code.as_ref().and_then(|c| c.watched()) {
                Some(raid) => audio::sound_of(&mut audio, raid.game(), &mut heard_turn),
                None => audio.fade_out(),
            },
            _ => audio.fade_out(),
        }
        audio.update(dt);
        keeper.tend(play.as_mut(), quitting, now);
        if let Some(s) = next {
            if matches!(s, Screen::Title | Screen::Hall(_)) && play.take().is_some() {
                keeper.offer(&tables, &mut title, None);
            }
            screen = s;
        }
        if quit {
            break;
        }
        // The overlay over everything, and egui last: before the screenshot reads the screen.
        let shown = match screen {
            Screen::Playing | Screen::Paused | Screen::Ended(_) => play.as_ref(),
            _ => None,
        };
        overlay.draw_world(shown, &tables, now);
        let mut code_ui = |ctx: &egui_macroquad::egui::Context| {
            if let Some(code) = rogue_code.as_mut() {
                code.ui(ctx);
            }
        };
        let screen_ui = match screen {
            Screen::RogueCode => Some(&mut code_ui as &mut dyn FnMut(&_)),
            _ => None,
        };
        match overlay.ui(shown, &tables, now, screen_ui) {
            Some(overlay::Request::Regenerate(new_seed)) => {
                keeper.put_away(play.as_ref());
                play = Some(Play::new(tables.clone(), new_seed, &atlas, now));
                keeper.look();
                screen = Screen::Playing;
            }
            Some(overlay::Request::Reload) => {
                // The sprites are looked up by the tables' names: new tables, new atlas.
                let resources = &launch.resources;
                let load_atlas = |t: &_| Atlas::load(resources, t, TILESET_PATH);
                if let Some(new_atlas) = overlay.reload(&mut tables, load_atlas) {
                    atlas = new_atlas;
                    title = Title::new(title::cast_of(&tables, &atlas));
                    keeper.offer(&tables, &mut title, None);
                    audio.set_player(tables.player());
                    if let Some(run) = &play {
                        let same_seed = run.game().seed();
                        keeper.put_away(Some(run));
                        play = Some(Play::new(tables.clone(), same_seed, &atlas, now));
                        keeper.look();
                        screen = Screen::Playing;
                    }
                }
            }
            None => {}
        }
        frame += 1;
        if frame == 1 {
            web::console(&format!("torchdeep: ready, seed {}", launch.seed));
        }
        trace.note(|| frames::trace_name(&screen, overlay.open));
        stats.end(&frames::screen_name(&screen, overlay.open));
        if let Some(path) = &launch.screenshot {
            if frame >= launch.frames.max(1) {
                save_frame(path);
                break;
            }
        } else if stats.enabled() && frame >= launch.frames.max(1) {
            break;
        }
        let calm = matches!(screen, Screen::Playing) && !overlay.open;
        pacing.wait(calm && play.as_ref().is_some_and(Play::calm));
        next_frame().await;
    }
    if stats.enabled() {
        println!("{}", stats.report());
    }
}

/// A frame of a sheet over the run (inventory, shop, spellbook, journal): the run veiled
/// under the sheet while it stays `open`, and the run alone on the frame the sheet closes.
fn draw_sheet(
    run: &mut Play,
    atlas: &Atlas,
    (now, dt): (f32, f32),
    open: bool,
    sheet: impl FnOnce(&torchdeep::rules::game::Game),
) {
    match open {
        true => {
            veil::under(veil::MENU, || run.draw(atlas, now, dt));
            sheet(run.game());
        }
        false => run.draw(atlas, now, dt),
    }
}
