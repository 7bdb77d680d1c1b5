//! One row of the shadowcasting scan: its slopes as integer fractions, and its tiles as bits.

/// A row still to scan: its depth, the slopes `start_num / start_den` and `end_num / end_den`
/// (denominators positive), and its first and last columns give or take one.
#[derive(Clone, Copy, Debug)]
pub(super) struct Row {
    pub quadrant: u32,
    pub depth: i32,
    pub start_num: i32,
    pub start_den: i32,
    pub end_num: i32,
    pub end_den: i32,
    pub first_hint: i32,
    pub last_hint: i32,
}

/// The first column of a row at `depth` with start slope `num / den` (`den` > 0), and the
/// first column whose centre is inside the slope.
///
/// The first column is `round_ties_up(depth * num / den)`: the smallest `c` with
/// `(2c + 1) den > 2 depth num`. `hint` must be within one of it, which holds for every row the
/// scan makes: the slope either carries over from the row above (whose first column moves by at
/// most one, as |slope| <= 1) or comes from the left edge of a tile of the row above (the column
/// moves by at most one from that tile's). So it takes two tests and no division. The first
/// centre inside, `is_symmetric` of the article, is the smallest `c` with `2c den >= 2 depth num`.
#[inline(always)]
pub(super) fn first_cols(depth: i32, num: i32, den: i32, hint: i32) -> (i32, i32) {
    let target = 2 * i64::from(depth) * i64::from(num);
    let den = i64::from(den);
    let at_hint = 2 * i64::from(hint) * den;
    let first = hint - 1 + i32::from(at_hint - den <= target) + i32::from(at_hint + den <= target);
    let at_first = at_hint + 2 * den * i64::from(first - hint);
    debug_assert!(
        at_first + den > target && at_first - den <= target,
        "hint {hint} too far from the first column {first}"
    );
    (first, first + i32::from(at_first < target))
}

/// The last column of a row at `depth` with end slope `num / den` (`den` > 0), and the last
/// column whose centre is inside the slope: `round_ties_down(depth * num / den)`, the largest
/// `c` with `(2c - 1) den < 2 depth num`, and the largest `c` with `2c den <= 2 depth num`.
/// `hint` must be within one of the first (see [`first_cols`]).
#[inline(always)]
pub(super) fn last_cols(depth: i32, num: i32, den: i32, hint: i32) -> (i32, i32) {
    let target = 2 * i64::from(depth) * i64::from(num);
    let den = i64::from(den);
    let at_hint = 2 * i64::from(hint) * den;
    let last = hint - 1 + i32::from(at_hint - den < target) + i32::from(at_hint + den < target);
    let at_last = at_hint + 2 * den * i64::from(last - hint);
    debug_assert!(
        at_last - den < target && at_last + den >= target,
        "hint {hint} too far from the last column {last}"
    );
    (last, last - i32::from(at_last > target))
}

/// The bits `lo..=hi` of a line that fall in word `word`, as a mask of that word.
#[inline(always)]
fn word_mask(lo: usize, hi: usize, word: usize) -> u64 {
    let base = word * 64;
    let (lo, hi) = (lo.max(base), hi.min(base + 63));
    if lo > hi {
        return 0;
    }
    (!0u64 >> (63 - (hi - base))) & (!0u64 << (lo - base))
}

/// The first bit at or after `from` of `line` whose value is not `value`, or `limit` if there
/// is none before it.
#[inline(always)]
pub(super) fn next_change(line: &[u64], from: usize, value: bool, limit: usize) -> usize {
    let flip = if value { !0 } else { 0 };
    let mut word = from / 64;
    let mut rest = (line[word] ^ flip) >> (from % 64);
    if rest != 0 {
        return (from + rest.trailing_zeros() as usize).min(limit);
    }
    loop {
        word += 1;
        if word * 64 >= limit {
            return limit;
        }
        rest = line[word] ^ flip;
        if rest != 0 {
            return (word * 64 + rest.trailing_zeros() as usize).min(limit);
        }
    }
}

/// The columns of a row to light: its walls and its floors, inclusive, empty when first > last.
#[derive(Clone, Copy, Debug)]
pub(super) struct RowLight {
    pub walls: (i32, i32),
    pub floors: (i32, i32),
}

/// How to walk a row's runs of floor and wall.
#[derive(Clone, Copy, Debug)]
pub(super) enum Runs {
    /// The row's opacity as bits, bit `i` for column `lo + i`.
    Narrow(u64),
    /// Wider than a word: bit scans along the line.
    Wide,
}

/// One line of what the computation saw: its words, their stamps, and the stamp of this
/// computation (words with another stamp are left over from an earlier one).
pub(super) struct Marks<'a> {
    pub seen: &'a mut [u64],
    pub stamps: &'a mut [u32],
    pub generation: u32,
}

impl Marks<'_> {
    /// Adds the bits `lit` to word `word` of the line.
    #[inline(always)]
    fn light(&mut self, word: usize, lit: u64) {
        let before = if self.stamps[word] == self.generation {
            self.seen[word]
        } else {
            0
        };
        self.seen[word] = before | lit;
        self.stamps[word] = self.generation;
    }
}

/// Lights a row of at most 64 columns `lo..=hi` (bits `along + lo..` of `line`), and returns its
/// opacity as bits.
#[inline(always)]
pub(super) fn narrow_row(
    line: &[u64],
    along: i32,
    lo: i32,
    hi: i32,
    lit: RowLight,
    mut marks: Marks,
) -> Runs {
    let n = (hi - lo + 1) as u32;
    let start = (along + lo) as usize;
    let (word, shift) = (start / 64, (start % 64) as u32);
    let mut bits = line[word] >> shift;
    if shift + n > 64 {
        bits |= line[word + 1] << (64 - shift);
    }
    bits &= !0u64 >> (64 - n);
    let mask = |(a, b): (i32, i32)| {
        if a > b {
            0
        } else {
            (!0u64 >> (63 - (b - lo) as u32)) & (!0u64 << (a - lo) as u32)
        }
    };
    let lit = (bits & mask(lit.walls)) | (!bits & mask(lit.floors));
    if lit != 0 {
        marks.light(word, lit << shift);
        if shift + n > 64 {
            marks.light(word + 1, lit >> (64 - shift));
        }
    }
    Runs::Narrow(bits)
}

/// Lights a row of more than 64 columns (only without a radius, on a big map), word by word.
#[inline(never)]
pub(super) fn wide_row(
    line: &[u64],
    along: i32,
    lo: i32,
    hi: i32,
    lit: RowLight,
    mut marks: Marks,
) {
    let (walls_lo, walls_hi) = lit.walls;
    if walls_lo > walls_hi {
        return;
    }
    debug_assert!(lo <= walls_lo && walls_hi <= hi);
    let at = |c: i32| (along + c) as usize;
    let (floors_lo, floors_hi) = if lit.floors.0 <= lit.floors.1 {
        (at(lit.floors.0), at(lit.floors.1))
    } else {
        (1, 0)
    };
    let (walls_lo, walls_hi) = (at(walls_lo), at(walls_hi));
    let words = line.iter().enumerate().take(walls_hi / 64 + 1);
    for (word, &walls) in words.skip(walls_lo / 64) {
        let bits = (walls & word_mask(walls_lo, walls_hi, word))
            | (!walls & word_mask(floors_lo, floors_hi, word));
        marks.light(word, bits);
    }
}
