//! A level drawn as coloured squares, scaled to fit the window.

use macroquad::prelude::*;
use torchdeep::data::{Rgb, Tables};
use torchdeep::world::{Ground, Level, Pos, Wall};

fn rgb(c: Rgb) -> Color {
    Color::from_rgba(c.0, c.1, c.2, 255)
}

fn tint(c: Color, by: Color, amount: f32) -> Color {
    Color::new(
        c.r + (by.r - c.r) * amount,
        c.g + (by.g - c.g) * amount,
        c.b + (by.b - c.b) * amount,
        1.0,
    )
}

pub fn draw_level(level: &Level, tables: &Tables, palette: Rgb) {
    let palette = rgb(palette);
    let footer = 32.0;
    let size = (screen_width() / level.width() as f32)
        .min((screen_height() - footer) / level.height() as f32)
        .floor()
        .max(1.0);
    let ox = ((screen_width() - size * level.width() as f32) / 2.0).floor();
    let oy = ((screen_height() - footer - size * level.height() as f32) / 2.0).floor();
    let at = |p: Pos| (ox + p.x as f32 * size, oy + p.y as f32 * size);

    for y in 0..level.height() {
        for x in 0..level.width() {
            let p = Pos::new(x, y);
            let colour = match (level.walls[p], level.ground[p]) {
                (Some(Wall::Door { .. }), _) => Color::from_rgba(150, 96, 48, 255),
                (Some(Wall::Stone | Wall::Tile { .. }), _) | (None, Ground::Rock) => {
                    if p.neighbours8().iter().any(|&q| level.is_walkable(q)) {
                        tint(Color::from_rgba(70, 70, 80, 255), palette, 0.35)
                    } else {
                        continue;
                    }
                }
                (None, Ground::Room) => match level.layout.room_at(p) {
                    Some(r) => tint(
                        rgb(tables.room(level.layout.rooms[r].kind).color),
                        palette,
                        0.2,
                    ),
                    None => GRAY,
                },
                (None, Ground::Corridor | Ground::Tile(_)) => Color::from_rgba(96, 92, 88, 255),
                (None, Ground::Hallway) => Color::from_rgba(170, 160, 70, 255),
                (None, Ground::StairsUp) => Color::from_rgba(120, 220, 250, 255),
                (None, Ground::StairsDown) => Color::from_rgba(250, 120, 220, 255),
            };
            let (sx, sy) = at(p);
            draw_rectangle(sx, sy, size, size, colour);
        }
    }
    for (p, stack) in level.items.iter() {
        let (sx, sy) = at(p);
        let c = rgb(tables.monster(tables.player()).color);
        let _ = stack;
        draw_rectangle(
            sx + size * 0.3,
            sy + size * 0.3,
            size * 0.4,
            size * 0.4,
            tint(c, GOLD, 0.8),
        );
    }
    for c in level.creatures.iter() {
        let (sx, sy) = at(c.pos);
        draw_circle(
            sx + size / 2.0,
            sy + size / 2.0,
            size * 0.42,
            rgb(tables.monster(c.kind).color),
        );
    }
}
