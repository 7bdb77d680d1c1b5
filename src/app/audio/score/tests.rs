//! Tests of the score format: parsing, its errors, and rendering.
use super::*;

const TINY: &str = "\
title Tiny
tempo 120
meter 4 4
inst pad triangle attack=0.1 release=0.8   # a long release
voice a pad
a: A4 - - - - - - - . . . . C5 - - - | E5*8 G5 -*7 # bar 2
";

fn error(text: &str) -> ParseError {
    parse("music/test.txt", text, Kind::Loop).unwrap_err()
}

#[test]
fn notes_parse() {
    assert_eq!(note("A4"), Some(69.0));
    assert_eq!(note("C4"), Some(60.0));
    assert_eq!(note("C#4"), Some(61.0));
    assert_eq!(note("Db4"), Some(61.0));
    assert_eq!(note("B8"), Some(119.0));
    assert_eq!(note("C0"), Some(12.0));
    for bad in ["H4", "a4", "C", "C9", "C#", "C##4", "C44", "", "Cb-1"] {
        assert_eq!(note(bad), None, "{bad}");
    }
}

#[test]
fn a_small_score() {
    let s = parse("tiny.txt", TINY, Kind::Loop).unwrap();
    assert_eq!(s.title, "Tiny");
    assert_eq!(s.steps(), 32);
    assert_eq!(s.bars(), 2.0);
    assert_eq!(
        s.loop_samples(),
        88_200,
        "2 bars of 4 beats at 120 bpm = 4 s"
    );
    let notes = s.notes();
    assert_eq!(notes.len(), 11, "A4, C5, 8 × E5, G5");
    assert_eq!(notes[0].1.start, 0);
    assert!((notes[0].1.gate - 1.0).abs() < 1e-6, "8 steps of 1/8 s");
    assert_eq!(notes[1].1.pitch, 72.0);
}

#[test]
fn line_repeats_and_hits() {
    let s = parse(
        "hits.txt",
        "tempo 100\ninst h noise note=C7\nvoice h h\nh: x . X . *4\n",
        Kind::Loop,
    )
    .unwrap();
    assert_eq!(s.steps(), 16);
    let notes = s.notes();
    assert_eq!(notes.len(), 8);
    assert_eq!(notes[0].1.pitch, 96.0);
    assert_eq!(notes[0].1.velocity, SOFT);
    assert_eq!(notes[1].1.velocity, 1.0);
}

#[test]
fn a_bad_note_names_file_and_line() {
    let e = error("tempo 90\ninst p square\nvoice v p\n\nv: A4 . H4 . | . . . .\n");
    assert_eq!(e.file, "music/test.txt");
    assert_eq!(e.line, 5);
    assert!(e.message.contains("bad note 'H4'"), "{e}");
    assert!(
        e.to_string().starts_with("music/test.txt:5: bad note 'H4'"),
        "{e}"
    );
}

#[test]
fn mistakes_are_errors_not_panics() {
    let cases: &[(&str, usize, &str)] = &[
        ("inst p square\nvoice v p\nv: A4*16\n", 0, "no `tempo`"),
        ("tempo fast\n", 1, "bad value 'fast' for tempo"),
        ("tempo 90\ninst p organ\n", 2, "bad wave 'organ'"),
        ("tempo 90\ninst p square attack=-1\n", 2, "for attack"),
        (
            "tempo 90\ninst p square colour=3\n",
            2,
            "unknown parameter 'colour'",
        ),
        (
            "tempo 90\ninst p square\nvoice v q\n",
            3,
            "no instrument 'q'",
        ),
        (
            "tempo 90\ninst p square\nvoice v p\nw: A4\n",
            4,
            "no voice 'w'",
        ),
        (
            "tempo 90\ninst p square\nvoice v p\nv: - A4\n",
            4,
            "'-' holds nothing",
        ),
        (
            "tempo 90\ninst p square\nvoice v p\nv: A4 . |\n",
            4,
            "bar line",
        ),
        (
            "tempo 90\ninst p square\nvoice v p\nv: A4*15\n",
            4,
            "whole bars",
        ),
        (
            "tempo 90\ninst p square\nvoice v p\nv: *2 A4\n",
            4,
            "must end the line",
        ),
        (
            "tempo 90\ninst p square\nvoice v p\nv: A4*0\n",
            4,
            "bad repeat",
        ),
        ("tempo 90\ninst p square\nvoice v p\n", 3, "has no pattern"),
        (
            "tempo 90\ninst p square\nvoice v p\nvoice w p\nv: A4*16\nw: A4*32\n",
            6,
            "must be as long",
        ),
        ("tempo 90\nvolume 3\n", 2, "unknown line 'volume'"),
        ("", 0, "no `tempo`"),
    ];
    for (text, line, want) in cases {
        let e = error(text);
        assert_eq!(e.line, *line, "{text:?}: {e}");
        assert!(e.message.contains(want), "{text:?}: {e}");
    }
    // A sound effect's voices may differ and need not fill bars.
    parse(
        "sfx/x.txt",
        "tempo 90\ninst p square\nvoice v p\nvoice w p\nv: A4\nw: A4 -\n",
        Kind::OneShot,
    )
    .unwrap();
}

#[test]
fn loops_have_no_seam() {
    let s = parse("tiny.txt", TINY, Kind::Loop).unwrap();
    let out = s.render();
    assert_eq!(out.len(), s.loop_samples());
    assert!(out[0].abs() < 1e-4, "first sample {}", out[0]);
    assert!(out[out.len() - 1].abs() < 1e-4);
    // The last note (G5 held to the end, release 0.8 s) was shortened to fit.
    let tail = &out[out.len() - 200..];
    assert!(synth::peak(tail) < 0.05, "tail {}", synth::peak(tail));
}

#[test]
fn echoes_wrap_around_a_loop() {
    let s = parse(
        "echo.txt",
        "tempo 120\ninst p triangle echo=0.5 delay=4 release=0.05\nvoice v p\nv: . . . . . . . . . . . . A4 . . .\n",
        Kind::Loop,
    )
    .unwrap();
    let notes = s.notes();
    // 0.5, 0.25, 0.125, 0.0625 (≥ 0.04): four echoes, the first ones wrapped.
    assert_eq!(notes.len(), 5);
    let len = s.loop_samples();
    assert!(notes.iter().all(|(_, n)| n.start + n.len() + 2 <= len));
    assert_eq!(notes[1].1.start, 0);
    let out = s.render();
    assert!(out[0].abs() < 1e-4 && out[len - 1].abs() < 1e-4);
}
