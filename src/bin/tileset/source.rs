//! Parsing and validation of the text art in `assets/art/*.txt`.
//!
//! See `assets/art/README.md` for the format. Every problem is collected as a
//! [`SourceError`] naming the file and line, so one run reports them all.

use crate::props::{self, merge, parse_rgb, Props};
use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// Side of a square tile, in pixels.
pub const TILE: usize = 16;

/// One RGBA pixel; alpha is 0 (transparent) or 255.
pub type Rgba = [u8; 4];

/// A finished tile, ready to be packed into the atlas.
#[derive(Debug, Clone)]
pub struct Tile {
    pub name: String,
    pub pixels: Vec<Rgba>,
    pub walkable: bool,
    pub transparent: bool,
    pub light: Option<(u32, [u8; 3])>,
    /// Animation frames as (tile id, duration in ms), resolved after all files are read.
    pub animation: Vec<(usize, u32)>,
}

/// A problem in the art source, with where it is.
#[derive(Debug)]
pub struct SourceError {
    pub file: PathBuf,
    pub line: usize,
    pub message: String,
}

impl fmt::Display for SourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file.display(), self.line, self.message)
    }
}

/// A tile or part header being read, with the rows seen so far.
struct Pending {
    /// Already reported as wrong (name or properties): rows are read and checked,
    /// but nothing is registered.
    bad: bool,
    is_part: bool,
    name: String,
    line: usize,
    props: Props,
    rows: Vec<(usize, String)>,
}

/// An animation whose frame names still need resolving to ids.
struct PendingAnim {
    tile: usize,
    file: PathBuf,
    line: usize,
    frames: Vec<(String, u32)>,
}

/// Reads every file in order and returns the tiles, or every error found.
pub fn load(files: &[(PathBuf, String)]) -> Result<Vec<Tile>, Vec<SourceError>> {
    let mut ctx = Loader::default();
    for (path, text) in files {
        ctx.file(path, text);
    }
    ctx.resolve_animations();
    if ctx.errors.is_empty() {
        Ok(ctx.tiles)
    } else {
        Err(ctx.errors)
    }
}

#[derive(Default)]
struct Loader {
    tiles: Vec<Tile>,
    /// Pixels of every tile and part, for `layers=`.
    images: HashMap<String, Vec<Rgba>>,
    /// Where each name was defined, and its tile id if it is a tile.
    names: HashMap<String, (PathBuf, usize, Option<usize>)>,
    anims: Vec<PendingAnim>,
    errors: Vec<SourceError>,
}

/// Per-file state: palette and defaults.
struct FileState {
    path: PathBuf,
    palette: HashMap<char, Rgba>,
    defaults: Props,
}

impl Loader {
    fn err(&mut self, file: &Path, line: usize, message: impl Into<String>) {
        self.errors.push(SourceError {
            file: file.to_path_buf(),
            line,
            message: message.into(),
        });
    }

    fn file(&mut self, path: &Path, text: &str) {
        let mut st = FileState {
            path: path.to_path_buf(),
            palette: HashMap::from([('.', [0, 0, 0, 0])]),
            defaults: Props::default(),
        };
        let mut pending: Option<Pending> = None;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let trimmed = raw.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let keyword = matches!(
                trimmed.split_whitespace().next(),
                Some("color" | "default" | "tile" | "part")
            );
            let incomplete = pending.as_ref().is_some_and(|p| p.rows.len() < TILE);
            // A row never holds whitespace; one that does is still counted as a
            // row of the tile being read, so the error points at it alone.
            let is_row = !keyword && (!trimmed.contains(char::is_whitespace) || incomplete);
            if is_row {
                match pending.as_mut() {
                    Some(p) if p.rows.len() < TILE => p.rows.push((line, trimmed.to_string())),
                    Some(p) => {
                        let msg = format!("`{}` already has {TILE} rows; extra row", p.name);
                        self.err(path, line, msg);
                    }
                    None => self.err(
                        path,
                        line,
                        "pixel row outside a tile (start one with `tile NAME ...`)",
                    ),
                }
                continue;
            }
            if let Some(p) = pending.take() {
                self.finish(&st, p);
            }
            let mut words = trimmed.split_whitespace();
            match words.next().unwrap_or("") {
                "color" => self.color(&mut st, line, words.collect()),
                "default" => {
                    let kv: Vec<&str> = words.collect();
                    if let Some(props) = self.props(path, line, &kv, props::DEFAULT_KEYS, "default")
                    {
                        merge(&mut st.defaults, props);
                    }
                }
                kw @ ("tile" | "part") => {
                    let is_part = kw == "part";
                    let name = words.next().unwrap_or("");
                    let kv: Vec<&str> = words.collect();
                    let keys = if is_part {
                        props::PART_KEYS
                    } else {
                        props::TILE_KEYS
                    };
                    let parsed = self.props(path, line, &kv, keys, name);
                    pending = Some(self.start(path, line, is_part, name, parsed));
                }
                other => {
                    let msg = format!(
                        "unknown keyword `{other}` (expected color, default, tile or part)"
                    );
                    self.err(path, line, msg);
                }
            }
        }
        if let Some(p) = pending.take() {
            self.finish(&st, p);
        }
    }

    fn color(&mut self, st: &mut FileState, line: usize, args: Vec<&str>) {
        let path = st.path.clone();
        if args.len() < 2 {
            self.err(&path, line, "expected `color CHAR #rrggbb [comment]`");
            return;
        }
        let mut chars = args[0].chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            self.err(
                &path,
                line,
                format!("palette key `{}` must be one character", args[0]),
            );
            return;
        };
        if c == '.' || c == '#' {
            self.err(
                &path,
                line,
                format!("`{c}` is reserved and cannot be a palette key"),
            );
            return;
        }
        let Some(rgb) = parse_rgb(args[1]) else {
            self.err(
                &path,
                line,
                format!("bad colour `{}` (expected #rrggbb)", args[1]),
            );
            return;
        };
        if st.palette.contains_key(&c) {
            self.err(&path, line, format!("palette key `{c}` defined twice"));
            return;
        }
        st.palette.insert(c, [rgb[0], rgb[1], rgb[2], 255]);
    }

    /// Parses a line's properties, recording any errors; `None` if there were some.
    fn props(
        &mut self,
        path: &Path,
        line: usize,
        kv: &[&str],
        keys: &[&str],
        who: &str,
    ) -> Option<Props> {
        match props::parse(kv, keys, who) {
            Ok(p) => Some(p),
            Err(messages) => {
                for m in messages {
                    self.err(path, line, m);
                }
                None
            }
        }
    }

    fn start(
        &mut self,
        path: &Path,
        line: usize,
        is_part: bool,
        name: &str,
        props: Option<Props>,
    ) -> Pending {
        let mut bad = props.is_none();
        if name.is_empty() {
            let kw = if is_part { "part" } else { "tile" };
            self.err(path, line, format!("`{kw}` needs a name"));
            bad = true;
        } else if !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        {
            self.err(
                path,
                line,
                format!("bad name `{name}` (use letters, digits, _ and -)"),
            );
            bad = true;
        } else if let Some((f, l, _)) = self.names.get(name) {
            let msg = format!(
                "duplicate name `{name}` (first defined at {}:{l})",
                f.display()
            );
            self.err(path, line, msg);
            bad = true;
        }
        Pending {
            bad,
            is_part,
            name: name.to_string(),
            line,
            props: props.unwrap_or_default(),
            rows: Vec::new(),
        }
    }

    fn finish(&mut self, st: &FileState, p: Pending) {
        let path = &st.path;
        let mut pixels = vec![[0u8; 4]; TILE * TILE];
        let mut ok = true;
        for layer in &p.props.layers {
            match self.images.get(layer) {
                Some(img) => {
                    for (dst, src) in pixels.iter_mut().zip(img) {
                        if src[3] != 0 {
                            *dst = *src;
                        }
                    }
                }
                None => {
                    let msg = format!(
                        "`{}`: layer `{layer}` is not a tile or part defined above",
                        p.name
                    );
                    self.err(path, p.line, msg);
                    ok = false;
                }
            }
        }
        let need_rows = p.props.layers.is_empty() || !p.rows.is_empty();
        if need_rows && p.rows.len() != TILE {
            let msg = format!(
                "`{}` has {} pixel rows, expected {TILE}",
                p.name,
                p.rows.len()
            );
            self.err(path, p.line, msg);
            ok = false;
        }
        for (y, (line, row)) in p.rows.iter().enumerate() {
            let n = row.chars().count();
            if n != TILE {
                self.err(path, *line, format!("row has {n} pixels, expected {TILE}"));
                ok = false;
                continue;
            }
            for (x, c) in row.chars().enumerate() {
                match st.palette.get(&c) {
                    Some(px) if px[3] == 0 => {}
                    Some(px) => pixels[y * TILE + x] = *px,
                    None if c.is_whitespace() => {
                        self.err(
                            path,
                            *line,
                            format!("column {}: whitespace in a pixel row", x + 1),
                        );
                        ok = false;
                    }
                    None => {
                        let msg = format!(
                            "column {}: unknown palette char `{c}` (add `color {c} #rrggbb`)",
                            x + 1
                        );
                        self.err(path, *line, msg);
                        ok = false;
                    }
                }
            }
        }
        if p.bad {
            return;
        }
        let mut id = None;
        if !p.is_part {
            let d = &st.defaults;
            let walkable = p.props.walkable.or(d.walkable);
            let transparent = p.props.transparent.or(d.transparent);
            let light = match (
                p.props.light_radius.or(d.light_radius),
                p.props.light_color.or(d.light_color),
            ) {
                (Some(r), Some(c)) => Some((r, c)),
                (None, None) => None,
                _ => {
                    self.err(
                        path,
                        p.line,
                        format!("`{}`: light_radius and light_color go together", p.name),
                    );
                    ok = false;
                    None
                }
            };
            for (flag, key) in [(walkable, "walkable"), (transparent, "transparent")] {
                if flag.is_none() {
                    let msg = format!(
                        "`{}`: missing {key} (set it on the tile or with `default {key}=...`)",
                        p.name
                    );
                    self.err(path, p.line, msg);
                    ok = false;
                }
            }
            if ok {
                id = Some(self.tiles.len());
                if !p.props.animation.is_empty() {
                    self.anims.push(PendingAnim {
                        tile: self.tiles.len(),
                        file: path.clone(),
                        line: p.line,
                        frames: p.props.animation.clone(),
                    });
                }
                self.tiles.push(Tile {
                    name: p.name.clone(),
                    pixels: pixels.clone(),
                    walkable: walkable.unwrap_or(false),
                    transparent: transparent.unwrap_or(false),
                    light,
                    animation: Vec::new(),
                });
            }
        }
        self.names
            .insert(p.name.clone(), (path.clone(), p.line, id));
        self.images.insert(p.name, pixels);
    }

    fn resolve_animations(&mut self) {
        for anim in std::mem::take(&mut self.anims) {
            let mut frames = Vec::new();
            for (name, ms) in &anim.frames {
                match self.names.get(name) {
                    Some((_, _, Some(id))) => frames.push((*id, *ms)),
                    _ => {
                        let msg = format!("animation frame `{name}` is not a tile");
                        self.err(&anim.file, anim.line, msg);
                    }
                }
            }
            self.tiles[anim.tile].animation = frames;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str) -> Result<Vec<Tile>, Vec<SourceError>> {
        load(&[(PathBuf::from("t.txt"), text.to_string())])
    }

    fn rows(row: &str) -> String {
        format!("{row}\n").repeat(TILE)
    }

    #[test]
    fn reads_tile_and_reports_errors_with_lines() {
        let ok = format!(
            "color a #102030\ntile x walkable=true transparent=false\n{}",
            rows(&"a".repeat(16))
        );
        let tiles = run(&ok).unwrap();
        assert_eq!(tiles[0].pixels[0], [0x10, 0x20, 0x30, 255]);
        let bad = format!(
            "color a #102030\ntile x walkable=true transparent=true\n{}",
            rows(&"b".repeat(16))
        );
        let errs = run(&bad).unwrap_err();
        assert_eq!(errs[0].line, 3);
        assert!(errs[0].message.contains("unknown palette char `b`"));
        let short = format!(
            "default walkable=true transparent=true\ntile x\n{}",
            rows(&".".repeat(15))
        );
        assert!(run(&short).unwrap_err()[0].message.contains("15 pixels"));
        let dup = format!(
            "default walkable=true transparent=true\ntile x\n{0}tile x\n{0}",
            rows(&".".repeat(16))
        );
        assert!(run(&dup).unwrap_err()[0]
            .message
            .contains("duplicate name `x`"));
    }
}
