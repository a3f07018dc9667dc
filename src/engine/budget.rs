//! A request's work budget: a flag the serving layer raises when the request's time is up (its
//! 503 has already gone out), checked by the engine between units of work so abandoned work stops
//! instead of running to completion for nobody.
//!
//! The engine never reads a clock: whether the budget is spent is decided outside and only read
//! here, so a rule's answer still depends on nothing but the request and the configuration.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The budget of one request; clones share it. Checking costs one relaxed atomic load.
///
/// Every family's engine entry has a `*_within` variant taking one (the serving layer calls
/// those); the plain entry is the same work under [`Budget::unlimited`].
#[derive(Debug, Clone)]
pub struct Budget {
    /// `None`: unlimited, never spent.
    spent: Option<Arc<AtomicBool>>,
}

impl Default for Budget {
    fn default() -> Self {
        Self::new()
    }
}

impl Budget {
    /// A fresh budget, not spent.
    #[must_use]
    pub fn new() -> Self {
        Self {
            spent: Some(Arc::new(AtomicBool::new(false))),
        }
    }

    /// A budget that is never spent (for callers without a deadline: tests, benches, the CLI);
    /// it allocates nothing.
    #[must_use]
    pub const fn unlimited() -> Self {
        Self { spent: None }
    }

    /// Marks the budget spent: every holder sees it at its next check. No-op when unlimited.
    pub fn spend(&self) {
        if let Some(spent) = &self.spent {
            spent.store(true, Ordering::Relaxed);
        }
    }

    /// Whether the work should stop now.
    #[must_use]
    pub fn is_spent(&self) -> bool {
        self.spent
            .as_ref()
            .is_some_and(|spent| spent.load(Ordering::Relaxed))
    }

    /// A budget already spent: what a request past its deadline holds (for tests of the
    /// families' early return).
    #[must_use]
    pub fn spent() -> Self {
        let budget = Self::new();
        budget.spend();
        budget
    }

    /// `items` while the budget lasts: the iteration ends at the first item after it is spent.
    /// Linear in the items taken, one check per item.
    pub fn take_while_left<I: IntoIterator>(&self, items: I) -> impl Iterator<Item = I::Item> {
        let budget = self.clone();
        items.into_iter().take_while(move |_| !budget.is_spent())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fresh_budget_is_not_spent_and_spending_it_shows_in_every_clone() {
        let budget = Budget::new();
        let held_by_the_engine = budget.clone();
        assert!(!held_by_the_engine.is_spent());
        budget.spend();
        assert!(held_by_the_engine.is_spent());
    }

    #[test]
    fn iteration_stops_at_the_first_item_after_the_budget_is_spent() {
        let budget = Budget::new();
        let mut seen = Vec::new();
        for i in budget.take_while_left(0..10) {
            seen.push(i);
            if i == 3 {
                budget.spend();
            }
        }
        assert_eq!(seen, vec![0, 1, 2, 3]);
    }

    #[test]
    fn an_unlimited_budget_is_never_spent() {
        let budget = Budget::unlimited();
        budget.spend();
        assert!(!budget.is_spent());
        assert!(Budget::spent().is_spent());
    }
}
