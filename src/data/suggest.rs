//! "Did you mean …?": the known name closest to a misspelt one, by edit distance.

/// The number of single-character insertions, deletions, substitutions and swaps of two
/// neighbours that turn `a` into `b` (optimal string alignment distance).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows of the dynamic-programming table: two back, one back, current.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current: Vec<usize> = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        current[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (previous[j] + 1)
                .min(current[j - 1] + 1)
                .min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(before[j - 2] + 1);
            }
            current[j] = best;
        }
        std::mem::swap(&mut before, &mut previous);
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

/// The candidate closest to `word`, if it is close enough to be a likely typo: at most one
/// edit per three characters (and at least one). Ties go to the earlier candidate.
pub fn closest<'a, I>(word: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
    let lower = word.to_lowercase();
    let mut best: Option<(usize, &'a str)> = None;
    for candidate in candidates {
        let distance = edit_distance(&lower, &candidate.to_lowercase());
        let longest = lower.chars().count().max(candidate.chars().count());
        let allowed = (longest / 3).max(1);
        if distance <= allowed && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, c)| c)
}

/// ` (did you mean "x"?)` when a close candidate exists, else an empty string.
pub fn did_you_mean<'a, I>(word: &str, candidates: I) -> String
where
    I: IntoIterator<Item = &'a str>,
{
    match closest(word, candidates) {
        Some(c) => format!(" (did you mean \"{c}\"?)"),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("", ""), 0);
        assert_eq!(edit_distance("rock", ""), 4);
        assert_eq!(edit_distance("", "rock"), 4);
        assert_eq!(edit_distance("rock", "rock"), 0);
        assert_eq!(edit_distance("rcok", "rock"), 1);
        assert_eq!(edit_distance("beline_visible", "beeline_visible"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("größe", "grosse"), 3);
    }

    #[test]
    fn suggestions() {
        let names = [
            "player",
            "stunnable",
            "beeline_visible",
            "hunt",
            "random_walk",
        ];
        assert_eq!(closest("beline_visible", names), Some("beeline_visible"));
        assert_eq!(closest("Hunt", names), Some("hunt"));
        assert_eq!(closest("fly", names), None);
        assert_eq!(closest("", names), None);
        assert_eq!(
            did_you_mean("colour", ["color", "glyph"]),
            " (did you mean \"color\"?)"
        );
        assert_eq!(did_you_mean("zzz", ["color", "glyph"]), "");
    }
}
