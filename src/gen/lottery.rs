//! Weighted random choice, the way every table's `chance` column is read.

/// Picks one of `candidates` with probability proportional to its weight; `None` when no
/// weight is positive.
pub fn pick_weighted<T: Copy>(
    candidates: impl Iterator<Item = (T, f64)> + Clone,
    rng: &mut fastrand::Rng,
) -> Option<T> {
    let total = total_weight(candidates.clone().map(|(_, w)| w));
    pick_weighted_of(candidates, total, rng)
}

/// The sum of the weights (those below zero count as zero), in their order.
pub fn total_weight(weights: impl Iterator<Item = f64>) -> f64 {
    weights.map(|w| w.max(0.0)).sum()
}

/// [`pick_weighted`] when the candidates' [`total_weight`] is known already.
pub fn pick_weighted_of<T: Copy>(
    candidates: impl Iterator<Item = (T, f64)>,
    total: f64,
    rng: &mut fastrand::Rng,
) -> Option<T> {
    if total <= 0.0 {
        return None;
    }
    let mut ticket = rng.f64() * total;
    let mut last = None;
    for (item, weight) in candidates {
        let weight = weight.max(0.0);
        if weight <= 0.0 {
            continue;
        }
        if ticket < weight {
            return Some(item);
        }
        ticket -= weight;
        last = Some(item);
    }
    // Rounding can leave a sliver of the ticket past the last weight.
    last
}

/// An expected count made whole: its floor, plus one with the probability of its fraction.
pub fn round_randomly(expected: f64, rng: &mut fastrand::Rng) -> usize {
    let expected = expected.max(0.0);
    let whole = expected.floor();
    let extra = usize::from(rng.f64() < expected - whole);
    whole as usize + extra
}
