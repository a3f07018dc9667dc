//! Spans of time a claim derives from what it and its cited sources state: `five days later`
//! between `10 January 2001` and `15 January 2001`, an age (`Fifty-three`) from a birth date and
//! a date of death, `two hours and forty minutes` between `11:40 pm` and `2:20 am`, `about seven
//! weeks` between `8 November` and `28 December`, `two days` for `48 hours`.
//!
//! A correct paraphrase states such a span as often as it copies a number: the number is then
//! in no source, but two points of time the span lies between are. Every count here must equal
//! the span exactly (a count of whole months or years: the whole ones elapsed), or, hedged
//! (`about`, `a little over`), round to it; a changed count (`six days later` for five) stays
//! ungrounded unless two other points happen to lie that far apart.

use std::collections::HashSet;

use chrono::{Datelike, NaiveDate};

/// The most points of each kind read: the spans are their pairs, so work stays bounded
/// whatever the text's length.
const MAX_POINTS: usize = 24;

/// A unit a span of time is counted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum TimeUnit {
    Second,
    Minute,
    Hour,
    Day,
    Week,
    Month,
    Year,
    Decade,
    Century,
}

impl TimeUnit {
    /// The unit a word (lower case, singular or plural) names.
    pub(super) fn of(word: &str) -> Option<Self> {
        Some(match word {
            "second" | "seconds" | "sec" | "secs" => Self::Second,
            "minute" | "minutes" | "min" | "mins" => Self::Minute,
            "hour" | "hours" | "hr" | "hrs" | "h" => Self::Hour,
            "day" | "days" => Self::Day,
            "week" | "weeks" => Self::Week,
            "month" | "months" => Self::Month,
            "year" | "years" => Self::Year,
            "decade" | "decades" => Self::Decade,
            "century" | "centuries" => Self::Century,
            _ => return None,
        })
    }

    /// Its length on its scale: seconds for the clock and the days and weeks, months for the
    /// calendar's longer units (a month has no fixed number of days).
    fn length(self) -> (bool, f64) {
        match self {
            Self::Second => (false, 1.0),
            Self::Minute => (false, 60.0),
            Self::Hour => (false, 3_600.0),
            Self::Day => (false, 86_400.0),
            Self::Week => (false, 604_800.0),
            Self::Month => (true, 1.0),
            Self::Year => (true, 12.0),
            Self::Decade => (true, 120.0),
            Self::Century => (true, 1_200.0),
        }
    }
}

/// How many of `to` one `from` is where both are on one scale, the clock's or the calendar's:
/// 60 minutes in an hour, 12 months in a year; `None` across them (a month has no fixed number
/// of days).
pub(super) fn per(from: TimeUnit, to: TimeUnit) -> Option<f64> {
    let ((from_calendar, from_len), (to_calendar, to_len)) = (from.length(), to.length());
    (from_calendar == to_calendar).then(|| from_len / to_len)
}

/// Whether `value` (a span measured in the claim's unit) is what the claim's count `n` says:
/// equal when exact, within half a unit or a tenth when hedged, and on the side a bound
/// (`over`, `under`) says.
pub(super) fn matches(value: f64, n: f64, hedged: bool, side: Option<bool>) -> bool {
    let on_side = match side {
        Some(true) => value >= n,
        Some(false) => value <= n,
        None => true,
    };
    // A count with a share of one unit (`roughly a third of an hour`, `about one and
    // three-quarter days`) rounds to an eighth of the unit, not half of it.
    let close = if hedged {
        let unit = if n.fract() == 0.0 { 0.5 } else { 0.125 };
        (value - n).abs() <= (n * 0.1).max(unit)
    } else {
        (value - n).abs() < 1e-9
    };
    on_side && close
}

/// The seconds in a mean month of the Gregorian calendar (30.436875 days).
const MEAN_MONTH_SECONDS: f64 = 2_629_746.0;

/// `n` of `unit` said another way: `value` of `from` (`two days` for `48 hours`, `a little
/// under two hours` for `102 minutes`). Units of one scale convert exactly; the calendar's and
/// the clock's only when the claim or the source hedges, by the mean month (`roughly four
/// weeks` or `four weeks` for `about a month`, never `six weeks`).
pub(super) fn converts(
    n: f64,
    unit: TimeUnit,
    (hedged, source_hedged): (bool, bool),
    side: Option<bool>,
    value: f64,
    from: TimeUnit,
) -> bool {
    let ((calendar, to_len), (from_calendar, from_len)) = (unit.length(), from.length());
    let seconds = |calendar: bool, len: f64| {
        if calendar {
            len * MEAN_MONTH_SECONDS
        } else {
            len
        }
    };
    if unit == from {
        false
    } else if calendar == from_calendar {
        matches(value * from_len / to_len, n, hedged, side)
    } else {
        (hedged || source_hedged)
            && matches(
                value * seconds(from_calendar, from_len) / seconds(calendar, to_len),
                n,
                true,
                side,
            )
    }
}

/// The points of time a claim and its cited sources state, as days, days of a year with no
/// year given, times of day and years written with their era.
#[derive(Debug, Default)]
pub(super) struct Points {
    /// Whole dates (`15 January 2001`).
    pub days: Vec<NaiveDate>,
    /// Days of a month (`6 May`), as days of a year of 365 days.
    pub days_of_year: Vec<u32>,
    /// Times of day, in seconds after midnight.
    pub times: Vec<u32>,
    /// Years (`3000 BC` as -3000) and, for decades and centuries, the claim's own years.
    pub years: Vec<i64>,
}

impl Points {
    /// Adds a whole date, up to [`MAX_POINTS`].
    pub fn day(&mut self, day: NaiveDate) {
        push(&mut self.days, day);
    }

    /// Adds a day of a month with no year.
    pub fn day_of_month(&mut self, month: u32, day: u32) {
        if let Some(d) = NaiveDate::from_ymd_opt(2001, month, day) {
            push(&mut self.days_of_year, d.ordinal());
        }
    }

    /// Adds a time of day, in seconds after midnight.
    pub fn time(&mut self, seconds: u32) {
        push(&mut self.times, seconds);
    }

    /// Adds a year.
    pub fn year(&mut self, year: i64) {
        push(&mut self.years, year);
    }

    /// Whether `n` `unit` (hedged, bounded on `side`) is a span between two of the points.
    /// `age` reads years as whole years of age between two dates only.
    pub fn span(&self, n: f64, unit: TimeUnit, hedged: bool, side: Option<bool>) -> bool {
        let is = |value: f64| matches(value, n, hedged, side);
        match unit {
            TimeUnit::Day | TimeUnit::Week => {
                let per = if unit == TimeUnit::Day { 1.0 } else { 7.0 };
                self.day_gaps().any(|d| is(d as f64 / per))
            }
            TimeUnit::Month if hedged => self.day_gaps().any(|d| is(d as f64 / 30.44)),
            TimeUnit::Month => pairs(&self.days)
                .chain(pairs(&self.days_of_year).filter_map(|(a, b)| {
                    Some((
                        NaiveDate::from_yo_opt(2001, a)?,
                        NaiveDate::from_yo_opt(2001, b)?,
                    ))
                }))
                .any(|(a, b)| is(f64::from(whole_months(a, b)))),
            TimeUnit::Year => {
                pairs(&self.days).any(|(a, b)| is(f64::from(whole_months(a, b) / 12)))
                    || pairs(&self.years).any(|(a, b)| is((b - a) as f64))
            }
            TimeUnit::Decade | TimeUnit::Century => {
                let per = if unit == TimeUnit::Decade {
                    10.0
                } else {
                    100.0
                };
                pairs(&self.years).any(|(a, b)| is((b - a) as f64 / per))
            }
            TimeUnit::Hour | TimeUnit::Minute | TimeUnit::Second => {
                let per = match unit {
                    TimeUnit::Hour => 3_600.0,
                    TimeUnit::Minute => 60.0,
                    _ => 1.0,
                };
                self.time_gaps().any(|s| is(f64::from(s) / per))
            }
        }
    }

    /// Whether an age of `n` whole years lies between two whole dates (a birth date and a
    /// later one).
    pub fn age(&self, n: f64) -> bool {
        pairs(&self.days).any(|(a, b)| matches(f64::from(whole_months(a, b) / 12), n, false, None))
    }

    /// Whether `hours` and `minutes` together (`two hours and forty minutes`) are a span
    /// between two times of day.
    pub fn hours_and_minutes(&self, hours: u32, minutes: u32, hedged: bool) -> bool {
        let n = (f64::from(hours) * 60.0 + f64::from(minutes)) * 60.0;
        self.time_gaps()
            .any(|s| matches(f64::from(s), n, hedged, None))
    }

    /// The days between two whole dates, or two days of a month.
    fn day_gaps(&self) -> impl Iterator<Item = i64> + '_ {
        pairs(&self.days)
            .map(|(a, b)| (b - a).num_days())
            .chain(pairs(&self.days_of_year).map(|(a, b)| i64::from(b - a)))
    }

    /// The seconds from one time of day to another, either way round, over midnight too
    /// (`11:40 pm` to `2:20 am`).
    fn time_gaps(&self) -> impl Iterator<Item = u32> + '_ {
        pairs(&self.times).flat_map(|(a, b)| [b - a, DAY - (b - a)])
    }
}

/// Seconds in a day.
const DAY: u32 = 86_400;

/// `n` `unit`s in seconds, for the units a time of day is counted in (seconds to days).
fn seconds_of(n: i64, unit: TimeUnit) -> Option<i64> {
    let per = match unit {
        TimeUnit::Second => 1,
        TimeUnit::Minute => 60,
        TimeUnit::Hour => 3_600,
        TimeUnit::Day => i64::from(DAY),
        _ => return None,
    };
    n.checked_mul(per)
}

/// A point of time a question or a claim names, compared by [`lies_span_from`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Point {
    Day(NaiveDate),
    Month(i32, u32),
    /// A time of day, seconds after midnight.
    Time(u32),
    Year(i64),
}

/// Whether `to` lies exactly `n` `unit`s before or after `from`: a date a claim computes from
/// one its question gives (`14/03/2027`, twelve months after `14 March 2026`; `5:05 pm`, 25
/// minutes after `4:40 pm`; `3 pm` on the day before, 24 hours ahead of `3 pm`). Points of
/// different kinds compare where one names the other's whole (a month and a day in it, a year).
pub(super) fn lies_span_from(from: Point, to: Point, n: u32, unit: TimeUnit) -> bool {
    let months_of = |p: Point| match p {
        Point::Day(d) => Some(i64::from(d.year()) * 12 + i64::from(d.month())),
        Point::Month(y, m) => Some(i64::from(y) * 12 + i64::from(m)),
        _ => None,
    };
    let n = i64::from(n);
    match (from, to, unit) {
        (Point::Day(a), Point::Day(b), _) => {
            let days = (b - a).num_days().abs();
            match unit {
                TimeUnit::Day => days == n,
                TimeUnit::Week => days == 7 * n,
                // `8 am on Saturday 6 March, after 12 hours` from `8 pm on Friday 5 March`:
                // the day a moment of the first day lies n hours from.
                TimeUnit::Hour => (days * 24 - n).abs() < 24,
                TimeUnit::Month | TimeUnit::Year => {
                    let months = if unit == TimeUnit::Month { n } else { 12 * n };
                    let Ok(months) = u32::try_from(months) else {
                        return false;
                    };
                    let months = chrono::Months::new(months);
                    a.checked_add_months(months) == Some(b)
                        || a.checked_sub_months(months) == Some(b)
                }
                _ => false,
            }
        }
        (Point::Time(a), Point::Time(b), _) => {
            let gap = i64::from(a.abs_diff(b));
            let Some(seconds) = seconds_of(n, unit) else {
                return false;
            };
            let (day, seconds) = (i64::from(DAY), seconds % i64::from(DAY));
            gap == seconds || day - gap == seconds
        }
        (Point::Year(a), Point::Year(b), _) => {
            let years = match unit {
                TimeUnit::Year => n,
                TimeUnit::Decade => 10 * n,
                TimeUnit::Century => 100 * n,
                _ => return false,
            };
            (b - a).abs() == years
        }
        (a, b, TimeUnit::Month | TimeUnit::Year) => match (months_of(a), months_of(b)) {
            (Some(a), Some(b)) => {
                let months = if unit == TimeUnit::Month { n } else { 12 * n };
                (b - a).abs() == months
            }
            _ => false,
        },
        _ => false,
    }
}

/// Whether the time of day `to` lies the two spans `first` and `second` together before or
/// after `from` (`At 18:50, after 10 minutes cooking and 10 resting` from `the rice comes to
/// the boil at 18:30`): seconds, minutes and hours only, across midnight too.
pub(super) fn lies_two_spans_from(
    from: Point,
    to: Point,
    first: (u32, TimeUnit),
    second: (u32, TimeUnit),
) -> bool {
    let (Point::Time(a), Point::Time(b)) = (from, to) else {
        return false;
    };
    let seconds = |(n, unit): (u32, TimeUnit)| match unit {
        TimeUnit::Day => None,
        _ => seconds_of(i64::from(n), unit),
    };
    let (Some(x), Some(y)) = (seconds(first), seconds(second)) else {
        return false;
    };
    let day = i64::from(DAY);
    let together = (x + y) % day;
    let gap = i64::from(a.abs_diff(b));
    gap == together || day - gap == together
}

/// Whether the day `to` is `n` working days (Monday to Friday) after or before `from`:
/// `Monday 15 March 2027` is 5 working days after `Monday 8 March 2027`.
pub(super) fn lies_working_days_from(from: Point, to: Point, n: u32) -> bool {
    let (Point::Day(a), Point::Day(b)) = (from, to) else {
        return false;
    };
    let (first, last) = if a <= b { (a, b) } else { (b, a) };
    let days = (last - first).num_days();
    // Whole weeks hold five working days each; the rest are counted one by one from the day
    // after the first. A working day is never a Saturday or a Sunday, so `to` must be one.
    let weekend = |d: NaiveDate| d.weekday().number_from_monday() > 5;
    if weekend(last) && a <= b || weekend(first) && a > b {
        return false;
    }
    let mut count = days / 7 * 5;
    let mut day = first + chrono::Days::new(u64::try_from(days / 7 * 7).unwrap_or_default());
    while day < last {
        day = day.succ_opt().unwrap_or(last);
        if !weekend(day) {
            count += 1;
        }
    }
    count == i64::from(n)
}

/// Where `text` puts a day or a year (`unit`) relative to the one it has just named (`the next
/// day`, `the following year`, `a day later`, `the year before`), and how many units after
/// that one it is. Linear in the text.
pub(super) fn relative<'t>(
    text: &'t str,
    unit: &'static str,
) -> impl Iterator<Item = (usize, i64)> + 't {
    text.match_indices(unit).filter_map(move |(at, _)| {
        let before = text.get(..at)?;
        let after = text.get(at + unit.len()..)?;
        // A whole word: `day`, not `today` or `days`.
        let whole =
            !before.ends_with(char::is_alphanumeric) && !after.starts_with(char::is_alphanumeric);
        let previous = before
            .trim_end_matches(' ')
            .rsplit(' ')
            .next()
            .unwrap_or_default();
        let next = after
            .trim_start_matches(' ')
            .split(|c: char| !c.is_alphabetic())
            .next()
            .unwrap_or_default();
        let by = match (previous, next) {
            ("next" | "following", _) | (_, "after" | "later") => 1,
            ("previous" | "preceding", _) | (_, "before" | "earlier") => -1,
            _ => return None,
        };
        whole.then_some((at, by))
    })
}

/// Days a name gives on the same date each year (`Christmas Day`, `the Ides of March`), those
/// with an apostrophe written both ways (`New Year's Day`, `New Year’s Day`).
const FIXED_DAYS: [(&str, u32, u32); 19] = [
    ("New Year's Day", 1, 1),
    ("Valentine's Day", 2, 14),
    ("Ides of March", 3, 15),
    ("St Patrick's Day", 3, 17),
    ("St. Patrick's Day", 3, 17),
    ("May Day", 5, 1),
    ("Bastille Day", 7, 14),
    ("Halloween", 10, 31),
    ("All Saints' Day", 11, 1),
    ("Armistice Day", 11, 11),
    ("Christmas Eve", 12, 24),
    ("Christmas Day", 12, 25),
    ("New Year's Eve", 12, 31),
    ("New Year’s Day", 1, 1),
    ("Valentine’s Day", 2, 14),
    ("St Patrick’s Day", 3, 17),
    ("St. Patrick’s Day", 3, 17),
    ("All Saints’ Day", 11, 1),
    ("New Year’s Eve", 12, 31),
];

/// The named days of `text` (see [`FIXED_DAYS`]): where each ends, its month and its day.
/// Linear in the text for each name.
pub(super) fn named_days(text: &str) -> impl Iterator<Item = (usize, u32, u32)> + '_ {
    FIXED_DAYS.iter().flat_map(move |&(name, month, day)| {
        text.match_indices(name)
            .map(move |(at, _)| (at + name.len(), month, day))
    })
}

/// Adds `x` to `list` unless it is there or the list is full.
fn push<T: PartialEq>(list: &mut Vec<T>, x: T) {
    if list.len() < MAX_POINTS && !list.contains(&x) {
        list.push(x);
    }
}

/// Every two distinct items of `list`, the smaller first.
fn pairs<T: Copy + PartialOrd>(list: &[T]) -> impl Iterator<Item = (T, T)> + '_ {
    list.iter().enumerate().flat_map(move |(i, &a)| {
        list.iter().skip(i + 1).filter_map(move |&b| {
            if a < b {
                Some((a, b))
            } else if b < a {
                Some((b, a))
            } else {
                None
            }
        })
    })
}

/// The whole months from `a` to a later `b` (`31 October` to `3 January`: two).
fn whole_months(a: NaiveDate, b: NaiveDate) -> u32 {
    let months = (b.year() - a.year()) * 12 + b.month() as i32 - a.month() as i32;
    let months = if b.day() < a.day() {
        months - 1
    } else {
        months
    };
    u32::try_from(months).unwrap_or(0)
}

/// The points of time a source states only relative to another or by a name, read once per
/// source so that each claim's number is one lookup: the days after or before a date it gives
/// (`14 February 1946 ... the next day`), the years after or before a year (`1973 ... the
/// following year`) and its named days (`Christmas Day 1758`).
#[derive(Debug, Default)]
pub(super) struct Derived {
    /// Whole dates: a named day with the year written just after it, a day relative to a date.
    pub days: HashSet<NaiveDate>,
    /// The (month, day) of each of those and of each named day without a year.
    pub days_of_year: HashSet<(u32, u32)>,
    /// Years relative to a year.
    pub years: HashSet<i64>,
}

impl Derived {
    /// Reads them from `text`, whose `dates` and `numbers` (as (end or start, value), in any
    /// order) are already read. Linear in the text for each name and relative word; at most
    /// [`MAX_POINTS`] relative words of each unit are read, each against every point before it.
    pub fn new(text: &str, dates: &[(usize, NaiveDate)], numbers: &[(usize, usize, i64)]) -> Self {
        let mut derived = Self::default();
        for (end, month, day) in named_days(text) {
            derived.days_of_year.insert((month, day));
            // The year written just after the name (`Christmas Day 1758`, `Christmas Day, 1758`).
            let year = numbers
                .iter()
                .find(|&&(start, _, _)| start >= end && start <= end + 8)
                .and_then(|&(_, _, year)| i32::try_from(year).ok());
            if let Some(date) = year.and_then(|y| NaiveDate::from_ymd_opt(y, month, day)) {
                derived.days.insert(date);
            }
        }
        for (at, by) in relative(text, "day").take(MAX_POINTS) {
            for &(end, date) in dates {
                if let Some(shifted) = (end <= at)
                    .then(|| date.checked_add_signed(chrono::TimeDelta::days(by)))
                    .flatten()
                {
                    derived.days.insert(shifted);
                    derived
                        .days_of_year
                        .insert((shifted.month(), shifted.day()));
                }
            }
        }
        for (at, by) in relative(text, "year").take(MAX_POINTS) {
            for &(_, end, year) in numbers {
                if end <= at {
                    derived.years.insert(year.saturating_add(by));
                }
            }
        }
        derived
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
    }

    #[test]
    fn days_and_weeks_between_two_dates_are_spans_and_other_counts_are_not() {
        let mut points = Points::default();
        points.day(date(2001, 1, 10));
        points.day(date(2001, 1, 15));
        assert!(points.span(5.0, TimeUnit::Day, false, None));
        assert!(!points.span(6.0, TimeUnit::Day, false, None));
        let mut weeks = Points::default();
        weeks.day(date(1895, 11, 8));
        weeks.day_of_month(12, 28);
        weeks.day_of_month(11, 8);
        // 50 days: about seven weeks, not seven weeks exactly, nor about nine.
        assert!(weeks.span(7.0, TimeUnit::Week, true, None));
        assert!(!weeks.span(7.0, TimeUnit::Week, false, None));
        assert!(!weeks.span(9.0, TimeUnit::Week, true, None));
    }

    #[test]
    fn an_age_is_the_whole_years_between_two_dates() {
        let mut points = Points::default();
        points.day(date(1856, 7, 10));
        points.day(date(1943, 1, 7));
        assert!(points.age(86.0));
        assert!(!points.age(87.0));
        assert!(points.span(86.0, TimeUnit::Year, false, None));
    }

    #[test]
    fn whole_months_and_hedged_months_count_what_has_elapsed() {
        let mut points = Points::default();
        points.day(date(2008, 10, 31));
        points.day(date(2009, 1, 3));
        assert!(points.span(2.0, TimeUnit::Month, false, None));
        assert!(points.span(2.0, TimeUnit::Month, true, Some(true)));
        assert!(!points.span(3.0, TimeUnit::Month, false, None));
        assert!(!points.span(2.0, TimeUnit::Month, true, Some(false)));

        // Two days of a month with no year: `from 1 May to 15 October`.
        let mut points = Points::default();
        points.day_of_month(5, 1);
        points.day_of_month(10, 15);
        assert!(points.span(5.5, TimeUnit::Month, true, None));
        assert!(points.span(5.0, TimeUnit::Month, false, None));
        assert!(!points.span(6.0, TimeUnit::Month, false, None));
        assert!(!points.span(7.0, TimeUnit::Month, true, None));
    }

    #[test]
    fn seconds_lie_between_times_of_day() {
        let mut points = Points::default();
        points.time(14 * 3_600 + 5 * 60 + 10);
        points.time(14 * 3_600 + 5 * 60 + 40);
        assert!(points.span(30.0, TimeUnit::Second, false, None));
        assert!(!points.span(20.0, TimeUnit::Second, false, None));
        let (from, to) = (Point::Time(14 * 3_600), Point::Time(14 * 3_600 + 5));
        assert!(lies_span_from(from, to, 5, TimeUnit::Second));
        assert!(!lies_span_from(from, to, 6, TimeUnit::Second));
    }

    #[test]
    fn hours_and_minutes_run_over_midnight() {
        let mut points = Points::default();
        points.time((23 * 60 + 40) * 60);
        points.time((2 * 60 + 20) * 60);
        assert!(points.hours_and_minutes(2, 40, true));
        assert!(!points.hours_and_minutes(3, 40, true));
        assert!(points.span(160.0, TimeUnit::Minute, false, None));
    }

    #[test]
    fn years_with_their_era_are_apart_by_their_difference() {
        let mut points = Points::default();
        points.year(-3000);
        points.year(-2500);
        assert!(points.span(500.0, TimeUnit::Year, true, None));
        assert!(points.span(5.0, TimeUnit::Century, false, None));
        assert!(!points.span(600.0, TimeUnit::Year, true, None));
    }

    #[test]
    fn a_span_in_one_unit_converts_to_another_of_its_scale() {
        use TimeUnit::{Day, Hour, Minute, Month, Week, Year};
        let exact = (false, false);
        assert!(converts(2.0, Day, exact, None, 48.0, Hour));
        assert!(!converts(3.0, Day, exact, None, 48.0, Hour));
        assert!(converts(
            2.0,
            Hour,
            (true, false),
            Some(false),
            102.0,
            Minute
        ));
        assert!(!converts(2.0, Hour, exact, None, 102.0, Minute));
        assert!(!converts(
            2.0,
            Hour,
            (true, false),
            Some(true),
            102.0,
            Minute
        ));
        assert!(converts(2.0, Year, exact, None, 24.0, Month));
        // A hedge on either side lets the calendar and the clock meet at the mean month.
        assert!(!converts(4.0, Week, exact, None, 1.0, Month));
        assert!(converts(4.0, Week, (true, false), None, 1.0, Month));
        assert!(converts(30.0, Day, (false, true), None, 1.0, Month));
        assert!(!converts(6.0, Week, (true, true), None, 1.0, Month));
        assert!(!converts(3.0, Month, (true, false), None, 20.0, Week));
    }

    #[test]
    fn the_next_day_or_year_after_a_point_is_that_point_and_one_more() {
        let text = "It opened on 27 May 1937 and to cars the next day.";
        let derived = Derived::new(text, &[(24, date(1937, 5, 27))], &[]);
        assert!(derived.days.contains(&date(1937, 5, 28)));
        assert!(derived.days_of_year.contains(&(5, 28)));
        assert!(!derived.days.contains(&date(1937, 5, 29)));
        // A relative day before the date refers to another one.
        let before = "The next day it rained; on 27 May 1937 it opened.";
        let derived = Derived::new(before, &[(34, date(1937, 5, 27))], &[]);
        assert!(derived.days.is_empty());
        let years = "It incorporated in 1973 and reached Japan the following year.";
        let derived = Derived::new(years, &[], &[(19, 23, 1973)]);
        assert!(derived.years.contains(&1974));
        assert!(!derived.years.contains(&1972));
        // `today` and `days later` are no relative day.
        assert_eq!(relative("today and three days later", "day").count(), 0);
    }

    #[test]
    fn a_named_day_gives_its_month_and_day() {
        let text = "The comet reappeared on Christmas Day 1758.";
        assert_eq!(named_days(text).collect::<Vec<_>>(), vec![(37, 12, 25)]);
        let derived = Derived::new(text, &[], &[(38, 42, 1758)]);
        assert!(derived.days.contains(&date(1758, 12, 25)));
        assert!(!derived.days.contains(&date(1759, 12, 25)));
        // Its apostrophe straight or curly.
        for text in [
            "Both fell on New Year's Day.",
            "Both fell on New Year’s Day.",
        ] {
            assert_eq!(
                named_days(text).map(|(_, m, d)| (m, d)).collect::<Vec<_>>(),
                vec![(1, 1)],
                "{text}"
            );
        }
    }
}
