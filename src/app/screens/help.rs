//! The help screen (F1 or ?): five pages, every key and what the mouse does, the touch
//! controls, the creation screen's keys, the shop's and the spellbook's. Left and right (or a click or tap on a page's
//! tab) turn the page; any other key, click or tap closes it. With touch controls on it opens
//! on the touch page; from the creation screen, on its own page.

use macroquad::prelude::*;
use torchdeep::rules::command::Direction;

use crate::app::input::{Action, Press};
use crate::app::kept::{self, Kept};
use crate::app::screen;
use crate::app::ui;

/// Sections of (keys, what they do); an empty key line is a section heading.
const KEYS: &[(&str, &str)] = &[
    ("", "Moving and fighting"),
    (
        "arrows, numpad 1-9, h j k l y u b n",
        "step in 8 directions; walk into a creature to attack it",
    ),
    (
        "walk into a fixture",
        "try a barrel, chest, altar or rune stone: an ability check",
    ),
    (
        "Shift + direction",
        "dash: two tiles in one action (stops sneaking)",
    ),
    (". or numpad 5 or z", "wait a turn"),
    ("g or ,", "pick up what lies here"),
    ("x", "steal what lies next to you without stepping there"),
    (
        "D (Shift+d)",
        "disarm a found trap next to you: a DEX check; failing badly sets it off",
    ),
    (
        "t",
        "throw your first throwable item (a rock): aim, then throw",
    ),
    (
        "f",
        "throw a dart, up to 5 tiles: the farther, the likelier it misses",
    ),
    (
        "> or <",
        "take the stairs down or up (leaving without the treasure asks first)",
    ),
    (
        "s",
        "sneak or walk: finds traps 5 times as often; noticed within half their sight",
    ),
    ("c / L", "your character and its points / level up"),
    (
        "1 - 4",
        "cast the spell of that slot: on yourself at once, else aim it",
    ),
    (
        "K (Shift+k)",
        "the spellbook: memorise and forget spells (its own page)",
    ),
    ("", "Things"),
    (
        "i",
        "the inventory: a letter opens a thing, its keys act on it",
    ),
    (
        "q / r / e / a",
        "quaff, read, eat or use (apply): then the thing's letter",
    ),
    (
        "w / W / d",
        "wear or wield / take off / drop: then a letter",
    ),
    ("J (Shift+j)", "the journal: what happened, floor by floor"),
    (
        "walk into a shopkeeper",
        "the shop: buy and sell (its keys on the Shop page)",
    ),
    ("", "Aiming a throw, a dart or a spell"),
    ("movement keys or mouse", "move the target"),
    (
        "Enter, click, t, f or 1-4",
        "throw or cast at the target (another key switches)",
    ),
    ("Tab", "the next creature in reach, nearest first"),
    ("Esc", "put it away"),
    ("", "Mouse"),
    (
        "hover",
        "describe the tile under the pointer (creature, items, terrain)",
    ),
    (
        "left click",
        "walk there; stops when a creature comes into view",
    ),
    ("wheel", "zoom in and out; over the message log, scroll it"),
    ("click on the log", "read back a page of older messages"),
    ("", "The game"),
    (
        "PgUp / PgDn",
        "read back the message log / towards the newest",
    ),
    ("[ / ] or keypad - / +", "zoom out and in"),
    ("F1 or ?", "this help"),
    ("F12 or `", "the debug overlay: how the floor was made"),
    ("M", "sound off and on (kept for the next time)"),
    ("- / =", "music quieter / louder; with Shift, the effects"),
    ("Esc", "pause: resume, help, save and quit"),
    (
        "Enter or Ctrl+R",
        "after the end: a new dungeon (Esc: hall of fame)",
    ),
    ("", "The goal"),
    (
        "go down",
        "take the treasure of the deepest floor and climb back out alive",
    ),
    (
        "hallways",
        "a hallway between quadrants heals you: one full heal each, a floor",
    ),
];

/// The touch page: what each on-screen button and gesture does.
const TOUCH: &[(&str, &str)] = &[
    ("", "Moving and fighting"),
    (
        "tap a tile",
        "walk there; stops when a creature comes into view",
    ),
    ("tap a creature beside you", "attack it"),
    (
        "tap a trap or fixture beside you",
        "disarm the trap (a found one); try the fixture",
    ),
    ("two fingers", "pinch to zoom in and out"),
    ("", "The buttons (bottom right)"),
    ("wait", "let a turn pass"),
    ("pick up", "take what lies here (dim when nothing does)"),
    (
        "steal",
        "take what lies next to you; with several piles, tap one",
    ),
    (
        "stairs",
        "take the stairs under you; at the exit without the treasure, tap twice",
    ),
    (
        "sneak",
        "sneak or walk; its frame turns gold while sneaking",
    ),
    (
        "menu",
        "pause: inventory, character, journal, spellbook, help, save",
    ),
    ("", "Throwing"),
    ("throw", "aim your first throwable item (a rock)"),
    ("dart", "aim a dart, up to 5 tiles"),
    (
        "then tap a tile",
        "throw there; the same button again throws at the mark",
    ),
    ("menu while aiming", "put it away"),
    ("", "Magic"),
    (
        "tap a spell in the bar",
        "cast it; one that needs a target, tap a tile then",
    ),
    ("", "Reading and the other screens"),
    (
        "tap the message log",
        "read back a page; from the oldest, back to the newest",
    ),
    (
        "status bar",
        "sneaking and poison show as badges beside your health",
    ),
    (
        "a gold badge",
        "a level or points waiting: the character screen; tap its gold line to level up",
    ),
    ("menus", "tap a line to choose it"),
    (
        "help, hall of fame",
        "tap anywhere to go back; tap a tab to turn the page",
    ),
    (
        "journal",
        "tap its upper or lower half for a page back or on",
    ),
    (
        "a new character",
        "tap a class, a race, New name or Random; then Start",
    ),
    ("after the end", "tap New dungeon or Hall of fame"),
];

/// The creation screen's page: its focus model, keys and taps.
const CREATE: &[(&str, &str)] = &[
    ("", "The fields"),
    (
        "Tab, Down / Up",
        "the next / previous field: name, class, race, start",
    ),
    (
        "Left / Right",
        "another class or race; in the name field, a generated name",
    ),
    ("Enter", "begin the run as this character"),
    ("Esc", "back to the title"),
    ("F1", "this page (? too, outside the name field)"),
    ("", "The name field (lit gold)"),
    (
        "letters",
        "type the name, up to 24; they do nothing else here",
    ),
    (
        "a generated name",
        "shown selected: the first letter typed replaces it",
    ),
    (
        "Backspace",
        "erase the last letter (a generated name whole)",
    ),
    ("", "Outside the name field"),
    ("n", "another generated name"),
    ("r", "a random class, race and name"),
    ("h / l, j / k", "as Left / Right and Down / Up"),
    ("", "The preview"),
    (
        "abilities",
        "the class's scores with the race's bonuses; modifiers in brackets",
    ),
    (
        "points",
        "the race's free points: spend them on the character screen (c)",
    ),
    (
        "at level 1",
        "hit points, defences, sight, blows and darts: to hit and dice",
    ),
    ("", "Mouse and touch"),
    ("a class or race", "a click or tap chooses it"),
    (
        "the name",
        "a tap focuses it (on Android the keyboard opens)",
    ),
    (
        "buttons",
        "New name, Random, Start; Back to the title, Help",
    ),
];

/// The shop's page: trading, prices and what angers a keeper.
const SHOP: &[(&str, &str)] = &[
    ("", "Trading"),
    (
        "walk into the keeper",
        "open the shop (from inside its room)",
    ),
    (
        "Tab",
        "switch between Buy (the counter) and Sell (your pack)",
    ),
    (
        "Left / Right",
        "show one kind of thing: weapons, armour, potions, …",
    ),
    ("Up / Down", "choose a line; its details show on the right"),
    ("Enter", "buy or sell the chosen thing: a turn passes"),
    ("Esc", "leave the shop screen"),
    ("F1", "this page"),
    ("", "Prices"),
    (
        "buying",
        "a thing's worth times the shop's markup; enchanted things cost more",
    ),
    (
        "selling",
        "a share of its worth, less than the shop asks; worn things come off first",
    ),
    ("purses", "the keeper pays from its own gold, and no more"),
    ("", "Thieves"),
    (
        "x beside a ware",
        "steal it: the keeper sees, stops trading and hunts you down",
    ),
    ("attacking the keeper", "the same; its purse falls with it"),
    (
        "Mouse and touch",
        "tap a tab or a kind; tap a line twice to trade",
    ),
];

/// The spellbook's page: memorising, forgetting, how often spells come back, and casting.
const SPELLBOOK: &[(&str, &str)] = &[
    ("", "The spellbook (K)"),
    (
        "Up / Down",
        "choose a spell learnt; its details show on the right",
    ),
    ("Left / Right", "show the spells of one level, or all"),
    (
        "1 - 4",
        "memorise the chosen spell into that slot (no turn)",
    ),
    ("f or Delete", "forget the chosen spell, emptying its slot"),
    ("Esc or K", "close the spellbook"),
    ("F1", "this page"),
    (
        "Mouse and touch",
        "tap a spell; tap a slot to memorise it, again to forget",
    ),
    ("", "Slots and frequencies"),
    (
        "at will",
        "cast as often as you like; the level says how many you hold",
    ),
    (
        "once a floor",
        "spent when cast; back on the next new floor",
    ),
    (
        "once every three floors",
        "spent when cast; back every third new floor",
    ),
    (
        "learning",
        "spells come with levels, and from tomes and scrolls",
    ),
    ("", "Casting on the map"),
    (
        "1 - 4",
        "a spell on yourself is cast at once; others are aimed",
    ),
    (
        "aiming",
        "the tiles it would reach are tinted; % is the chance to hit",
    ),
    ("Tab", "the next creature in reach, nearest first"),
    ("Enter, click or the key again", "cast; Esc puts it away"),
    (
        "the roll",
        "d20 + ability modifier + half your level against a defence",
    ),
];

/// The pages of the help, in the order of their tabs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Page {
    Keys,
    Touch,
    /// The creation screen's keys.
    Create,
    /// The shop screen's keys.
    Shop,
    /// The spellbook's keys.
    Spellbook,
}

const PAGES: [(Page, &str); 5] = [
    (Page::Keys, "Keys"),
    (Page::Touch, "Touch"),
    (Page::Create, "New character"),
    (Page::Shop, "Shop"),
    (Page::Spellbook, "Spellbook"),
];

impl Page {
    fn lines(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Page::Keys => KEYS,
            Page::Touch => TOUCH,
            Page::Create => CREATE,
            Page::Shop => SHOP,
            Page::Spellbook => SPELLBOOK,
        }
    }

    /// The page `step` tabs away, stopping at the ends.
    fn turned(self, step: isize) -> Page {
        let at = PAGES.iter().position(|&(p, _)| p == self).unwrap_or(0);
        let to = at.saturating_add_signed(step).min(PAGES.len() - 1);
        PAGES[to].0
    }
}

/// The help screen: the page shown, and where its tabs were drawn (for clicks and taps).
pub struct Help {
    pub page: Page,
    tabs: Vec<(Page, Rect)>,
    /// The panel as last drawn, kept while the page and the window stay the same.
    kept: Kept,
    /// The size of the largest page at full scale, once measured.
    frame: Option<(f32, f32)>,
}

impl Help {
    /// The help, open on the touch page when touch controls are on.
    pub fn new(touch: bool) -> Help {
        Help {
            page: if touch { Page::Touch } else { Page::Keys },
            tabs: Vec::new(),
            kept: Kept::default(),
            frame: None,
        }
    }

    /// The help open on a page.
    pub fn on(page: Page) -> Help {
        Help {
            page,
            tabs: Vec::new(),
            kept: Kept::default(),
            frame: None,
        }
    }

    /// Reads keys and clicks or taps (`points`, in screen pixels); true when the help is
    /// closed. Left and right or a tab turn the page.
    pub fn update(&mut self, presses: &[Press], points: &[Vec2]) -> bool {
        let mut closed = false;
        for &p in points {
            match self.tabs.iter().find(|(_, r)| r.contains(p)) {
                Some(&(page, _)) => self.page = page,
                None => closed = true,
            }
        }
        for press in presses {
            match press.action {
                Action::Move(Direction::W) => self.page = self.page.turned(-1),
                Action::Move(Direction::E) => self.page = self.page.turned(1),
                _ => closed = true,
            }
        }
        closed
    }
}

const SIZE: f32 = 21.0;
const LINE: f32 = 27.0;

/// The sections in two columns, split at the heading nearest the middle.
fn columns(
    lines: &'static [(&'static str, &'static str)],
) -> [&'static [(&'static str, &'static str)]; 2] {
    let split = (1..lines.len())
        .filter(|&i| lines[i].0.is_empty())
        .min_by_key(|&i| i.abs_diff(lines.len() / 2))
        .unwrap_or(lines.len());
    let (left, right) = lines.split_at(split);
    [left, right]
}

impl Help {
    /// Draws the page over the dimmed screen; with touch controls the hint speaks of taps.
    pub fn draw(&mut self, touch: bool) {
        let (sw, sh) = (screen::width(), screen::height());
        // Every page in the same frame, sized for the largest, so turning a page moves nothing;
        // measured once, as the pages never change.
        let (w, h) = *self.frame.get_or_insert_with(|| {
            PAGES
                .map(|(p, _)| size_of(columns(p.lines())))
                .into_iter()
                .fold((0.0_f32, 0.0_f32), |(w, h), (pw, ph)| {
                    (w.max(pw), h.max(ph))
                })
        });
        // Smaller type on a small window rather than lines off the screen.
        let scale = ((sw - 16.0) / w).min((sh - 8.0) / h).min(1.0);
        let (w, h) = (w * scale, h * scale);
        let (x, y) = ((sw - w) / 2.0, ((sh - h) / 2.0).max(4.0));
        let key = kept::key(&(self.page, touch));
        let mut kept = std::mem::take(&mut self.kept);
        kept.draw(Rect::new(x, y, w, h), key, || {
            ui::panel(x, y, w, h);
            self.draw_tabs(sw / 2.0, y, scale);
            draw_columns(columns(self.page.lines()), x, y, scale);
            let back = match touch {
                true => "tap a tab to turn the page, anywhere else to go back",
                false => "left / right or a tab: turn the page    any other key or click: back",
            };
            let back_y = y + h - 14.0 * scale;
            ui::text_centred(back, sw / 2.0, back_y, 18.0 * scale, ui::FAINT);
        });
        self.kept = kept;
    }

    /// The tabs side by side under the top edge, the open one lit.
    fn draw_tabs(&mut self, cx: f32, top: f32, scale: f32) {
        self.tabs.clear();
        let (tab_w, tab_h, gap) = (230.0 * scale, 40.0 * scale, 12.0 * scale);
        let n = PAGES.len() as f32;
        let left = cx - (n * tab_w + (n - 1.0) * gap) / 2.0;
        for (i, (page, name)) in PAGES.into_iter().enumerate() {
            let x = left + i as f32 * (tab_w + gap);
            let r = Rect::new(
                x.round(),
                (top + 14.0 * scale).round(),
                tab_w.round(),
                tab_h.round(),
            );
            let open = page == self.page;
            let fill = match open {
                true => Color::new(1.0, 0.6, 0.2, 0.2),
                false => Color::new(1.0, 1.0, 1.0, 0.04),
            };
            draw_rectangle(r.x, r.y, r.w, r.h, fill);
            ui::outline(r, 1.0, ui::EDGE);
            let colour = if open { ui::GOLD } else { ui::FAINT };
            let size = 28.0 * scale;
            ui::text_centred(
                name,
                r.center().x,
                r.y + r.h / 2.0 + size * 0.3,
                size,
                colour,
            );
            self.tabs.push((page, r));
        }
    }
}

/// The width and height of a page at full scale.
fn size_of(cols: [&'static [(&'static str, &'static str)]; 2]) -> (f32, f32) {
    let widths = column_widths(cols);
    let rows = cols.iter().map(|c| c.len()).max().unwrap_or(0);
    (widths[0].1 + widths[1].1 + 20.0, LINE * rows as f32 + 110.0)
}

/// Each column's key width and whole width, at full scale.
fn column_widths(cols: [&'static [(&'static str, &'static str)]; 2]) -> [(f32, f32); 2] {
    cols.map(|lines| {
        let keys = lines
            .iter()
            .map(|(k, _)| ui::width(k, SIZE))
            .fold(0.0, f32::max);
        let what = lines
            .iter()
            .filter(|(k, _)| !k.is_empty())
            .map(|(_, w)| ui::width(w, SIZE))
            .fold(0.0, f32::max);
        (keys, keys + what + 60.0)
    })
}

/// The two columns of a page in the panel at (x, y).
fn draw_columns(cols: [&'static [(&'static str, &'static str)]; 2], x: f32, y: f32, scale: f32) {
    let (size, line) = (SIZE * scale, LINE * scale);
    let mut col_x = x + 10.0 * scale;
    for (lines, (keys_w, col_w)) in cols.iter().zip(column_widths(cols)) {
        let mut line_y = y + 80.0 * scale;
        for (keys, what) in lines.iter() {
            if keys.is_empty() {
                let at = (col_x + 16.0 * scale, line_y + 4.0 * scale);
                ui::text(what, at.0, at.1, size * 1.15, ui::GOLD);
            } else {
                ui::text(keys, col_x + 30.0 * scale, line_y, size, ui::TEXT);
                let what_x = col_x + (50.0 + keys_w) * scale;
                ui::text(what, what_x, line_y, size, ui::FAINT);
            }
            line_y += line;
        }
        col_x += col_w * scale;
    }
}
