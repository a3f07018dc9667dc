//! Head counts and durations in free text, as booking confirmations write them: `4 people`,
//! `2 tickets`, `a table for 4`, `book it for 3`, `party of 6`, `three seats`, `zwei Personen`,
//! `quatre personnes`, `tre persone`, `Guests: 4`; `5 nights`, `3-night stay`, `45 minutes`,
//! `zwei Nächte`, `Nights: 3`.
//! Numbers are digits or number words (English, German, French, Italian). One pass over the
//! words of the text, and a bounded look at each number's neighbours: linear in the text.

use std::collections::HashMap;

use super::starts::{FirstLetters, Starts};

/// The unit a duration is compared in: minutes (hours count 60), days (weeks count 7), nights.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DurationUnit {
    /// Minutes and hours.
    Minutes,
    /// Days and weeks.
    Days,
    /// Nights (a hotel stay).
    Nights,
}

/// What a quantity in the text means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Quantity {
    /// A number of people (or tickets, seats).
    HeadCount(u64),
    /// A duration in its comparison unit (`2 hours` is 120 minutes).
    Duration(DurationUnit, u64),
}

/// One head count or duration found in a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FoundQuantity {
    /// Byte offset of the first character (the number).
    pub start: usize,
    /// Byte offset just past the last character: the number for a head count, the unit for a
    /// duration.
    pub end: usize,
    /// Where the number itself is written (`three`, `4`).
    pub number: (usize, usize),
    /// How many of the unit as written (`2` in `2 hours`), for writing a replacement in place.
    pub written_factor: u64,
    /// What it means.
    pub quantity: Quantity,
}

/// What a word can be, looked up once per word.
#[derive(Debug, Clone, Copy, Default)]
struct Role {
    /// A number word and its value.
    number: Option<u64>,
    /// A head-count noun (`people`, `tickets`, `Personen`).
    noun: bool,
    /// A duration unit: its comparison unit and how many of those one of it is.
    unit: Option<(DurationUnit, u64)>,
    /// `for`, `für`, `pour`, `per`: a number right after it may be a head count.
    for_word: bool,
    /// `of`, `di`, `de`: a number after `party of`, `group of`.
    of_word: bool,
    /// A word that makes `for N` a head count: `table`, `booked`, `reservation`, `Tisch` …
    booking: bool,
    /// `party`, `group`: `party of 6`.
    group: bool,
    /// After a number, makes it no head count: `am`, `pm`, `Uhr`, `o'clock`, `h`.
    clock: bool,
    /// `size` (`Party size: 4`): a head count after it and a colon.
    label: bool,
    /// A number word that is also an article (`ein`, `une`, `una`): a head count only before
    /// a noun (`eine Person`), never in `für einen Abend`.
    article: bool,
}

/// Number words, lower case, with their values.
const NUMBER_WORDS: &[(&str, u64)] = &[
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("thirteen", 13),
    ("fourteen", 14),
    ("fifteen", 15),
    ("sixteen", 16),
    ("seventeen", 17),
    ("eighteen", 18),
    ("nineteen", 19),
    ("twenty", 20),
    ("eins", 1),
    ("ein", 1),
    ("eine", 1),
    ("einen", 1),
    ("zwei", 2),
    ("drei", 3),
    ("vier", 4),
    ("fünf", 5),
    ("sechs", 6),
    ("sieben", 7),
    ("acht", 8),
    ("neun", 9),
    ("zehn", 10),
    ("elf", 11),
    ("zwölf", 12),
    ("un", 1),
    ("une", 1),
    ("deux", 2),
    ("trois", 3),
    ("quatre", 4),
    ("cinq", 5),
    ("sept", 7),
    ("huit", 8),
    ("neuf", 9),
    ("dix", 10),
    ("onze", 11),
    ("douze", 12),
    ("uno", 1),
    ("una", 1),
    ("due", 2),
    ("tre", 3),
    ("quattro", 4),
    ("cinque", 5),
    ("sei", 6),
    ("sette", 7),
    ("otto", 8),
    ("nove", 9),
    ("dieci", 10),
    ("undici", 11),
    ("dodici", 12),
];

/// How each language writes 1 to 12 (index 0 is 1), for writing a corrected count as a word.
const WORDS_BY_LANGUAGE: &[[&str; 12]] = &[
    [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve",
    ],
    [
        "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf",
        "zwölf",
    ],
    [
        "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze",
        "douze",
    ],
    [
        "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci",
        "undici", "dodici",
    ],
];

const UNITS: &[(&str, DurationUnit, u64)] = &[
    ("night", DurationUnit::Nights, 1),
    ("nights", DurationUnit::Nights, 1),
    ("nacht", DurationUnit::Nights, 1),
    ("nächte", DurationUnit::Nights, 1),
    ("nächten", DurationUnit::Nights, 1),
    ("übernachtung", DurationUnit::Nights, 1),
    ("übernachtungen", DurationUnit::Nights, 1),
    ("nuit", DurationUnit::Nights, 1),
    ("nuits", DurationUnit::Nights, 1),
    ("nuitée", DurationUnit::Nights, 1),
    ("nuitées", DurationUnit::Nights, 1),
    ("notte", DurationUnit::Nights, 1),
    ("notti", DurationUnit::Nights, 1),
    ("pernottamento", DurationUnit::Nights, 1),
    ("pernottamenti", DurationUnit::Nights, 1),
    ("day", DurationUnit::Days, 1),
    ("days", DurationUnit::Days, 1),
    ("tag", DurationUnit::Days, 1),
    ("tage", DurationUnit::Days, 1),
    ("tagen", DurationUnit::Days, 1),
    ("jour", DurationUnit::Days, 1),
    ("jours", DurationUnit::Days, 1),
    ("journée", DurationUnit::Days, 1),
    ("journées", DurationUnit::Days, 1),
    ("giorno", DurationUnit::Days, 1),
    ("giorni", DurationUnit::Days, 1),
    ("week", DurationUnit::Days, 7),
    ("weeks", DurationUnit::Days, 7),
    ("woche", DurationUnit::Days, 7),
    ("wochen", DurationUnit::Days, 7),
    ("semaine", DurationUnit::Days, 7),
    ("semaines", DurationUnit::Days, 7),
    ("settimana", DurationUnit::Days, 7),
    ("settimane", DurationUnit::Days, 7),
    ("hour", DurationUnit::Minutes, 60),
    ("hours", DurationUnit::Minutes, 60),
    ("hr", DurationUnit::Minutes, 60),
    ("hrs", DurationUnit::Minutes, 60),
    ("stunde", DurationUnit::Minutes, 60),
    ("stunden", DurationUnit::Minutes, 60),
    ("std", DurationUnit::Minutes, 60),
    ("heure", DurationUnit::Minutes, 60),
    ("heures", DurationUnit::Minutes, 60),
    ("ora", DurationUnit::Minutes, 60),
    ("ore", DurationUnit::Minutes, 60),
    ("minute", DurationUnit::Minutes, 1),
    ("minutes", DurationUnit::Minutes, 1),
    ("min", DurationUnit::Minutes, 1),
    ("mins", DurationUnit::Minutes, 1),
    ("minuten", DurationUnit::Minutes, 1),
    ("minuti", DurationUnit::Minutes, 1),
    ("minuto", DurationUnit::Minutes, 1),
];

const FOR_WORDS: &[&str] = &["for", "für", "pour", "per"];
const ARTICLES: &[&str] = &["ein", "eine", "einen", "un", "une", "uno", "una"];
const OF_WORDS: &[&str] = &["of", "de", "di", "von"];
const GROUP_WORDS: &[&str] = &["party", "group", "gruppe", "groupe", "gruppo"];
const CLOCK_WORDS: &[&str] = &["am", "pm", "uhr", "o", "h"];
/// Words that make a following `for N` a head count.
const BOOKING_WORDS: &[&str] = &[
    "table",
    "tables",
    "book",
    "booked",
    "booking",
    "reservation",
    "reserved",
    "reserve",
    "seats",
    "tickets",
    "confirmed",
    "confirm",
    "set",
    "down",
    "room",
    "rooms",
    "secured",
    "reservations",
    "bookings",
    "tisch",
    "zimmer",
    "bestätigt",
    "chambre",
    "confirmée",
    "confirmé",
    "camera",
    "confermato",
    "confermata",
    "gebucht",
    "reserviert",
    "reservierung",
    "buchung",
    "réservé",
    "réservée",
    "réservation",
    "réserver",
    "tavolo",
    "prenotato",
    "prenotata",
    "prenotazione",
    "riservato",
];

/// Finds head counts and durations. Build once, use for every request.
#[derive(Debug, Clone)]
pub struct QuantityScanner {
    roles: HashMap<String, Role, foldhash::fast::FixedState>,
    /// A 1,024-bit filter over number words ([`sketch`]): a word whose bit is clear is no number
    /// word, so most words of a text are never looked up.
    number_sketch: [u64; 16],
    /// The longest word with a role, in bytes: longer words are not looked up.
    longest: usize,
    /// The first three letters of every number word: a word whose first letters begin none is
    /// not read to its end.
    number_letters: FirstLetters,
}

/// A word of the text: a run of ASCII letters and digits and non-ASCII characters.
#[derive(Debug, Clone, Copy)]
struct Word {
    start: usize,
    end: usize,
    /// The value when the word is all digits (at most four).
    digits: Option<u64>,
}

impl QuantityScanner {
    /// Compiles the scanner; `count_words` are the nouns that make a number before them a head
    /// count (case-insensitive).
    #[must_use]
    pub fn new(count_words: &[String]) -> Self {
        let mut roles: HashMap<String, Role, foldhash::fast::FixedState> = HashMap::default();
        let mut set = |word: &str, change: &dyn Fn(&mut Role)| {
            change(roles.entry(word.to_lowercase()).or_default());
        };
        for (word, value) in NUMBER_WORDS {
            set(word, &|r| r.number = Some(*value));
        }
        for word in count_words.iter().filter(|w| !w.trim().is_empty()) {
            set(word.trim(), &|r| r.noun = true);
        }
        for (word, unit, factor) in UNITS {
            set(word, &|r| r.unit = Some((*unit, *factor)));
        }
        for word in FOR_WORDS {
            set(word, &|r| r.for_word = true);
        }
        for word in OF_WORDS {
            set(word, &|r| r.of_word = true);
        }
        for word in GROUP_WORDS {
            set(word, &|r| r.group = true);
        }
        for word in CLOCK_WORDS {
            set(word, &|r| r.clock = true);
        }
        for word in BOOKING_WORDS {
            set(word, &|r| r.booking = true);
        }
        for word in ARTICLES {
            set(word, &|r| r.article = true);
        }
        for word in ["size", "pax", "personenzahl", "couverts"] {
            set(word, &|r| r.label = true);
        }
        let longest = roles.keys().map(String::len).max().unwrap_or(0);
        let mut number_sketch = [0u64; 16];
        for (word, _) in NUMBER_WORDS {
            let bit = sketch(word);
            if let Some(slot) = number_sketch.get_mut(bit / 64) {
                *slot |= 1 << (bit % 64);
            }
        }
        Self {
            roles,
            longest,
            number_sketch,
            number_letters: FirstLetters::of(NUMBER_WORDS.iter().map(|(word, _)| *word)),
        }
    }

    fn role(&self, word: &str) -> Role {
        if word.len() > self.longest || word.is_empty() {
            return Role::default();
        }
        if word.is_ascii() {
            let mut buffer = [0u8; 32];
            let Some(lower) = buffer.get_mut(..word.len()) else {
                return Role::default();
            };
            lower.copy_from_slice(word.as_bytes());
            lower.make_ascii_lowercase();
            let lower = std::str::from_utf8(lower).unwrap_or_default();
            return self.roles.get(lower).copied().unwrap_or_default();
        }
        self.roles
            .get(&word.to_lowercase())
            .copied()
            .unwrap_or_default()
    }

    /// Every head count and duration in `text`, left to right. Linear in the text: one pass
    /// over its bytes, eight at a time, for the words that can be numbers ([`Starts::with_words`]
    /// with [`QuantityScanner::number_letters`]), then a look at most eleven words around each
    /// of them, read from the text where they are needed.
    #[must_use]
    pub fn find_all(&self, text: &str) -> Vec<FoundQuantity> {
        let starts = Starts::with_words(text, None, false, &self.number_letters);
        self.find_all_from(text, &starts)
    }

    /// [`QuantityScanner::find_all`] with the text's [`Starts`] already found by
    /// [`Starts::with_words`] with [`QuantityScanner::number_letters`] (other starts find
    /// nothing, or less).
    #[must_use]
    pub fn find_all_from(&self, text: &str, starts: &Starts) -> Vec<FoundQuantity> {
        let mut found = Vec::new();
        self.each_number(text, &starts.words, |word, role| {
            self.read_number(text, word, role, &mut found)
        });
        found
    }

    /// The first letters of every number word, for [`Starts::with_words`].
    #[must_use]
    pub fn number_letters(&self) -> &FirstLetters {
        &self.number_letters
    }

    /// Calls `each` with every word of `text` that is written in digits (at most four) or is a
    /// number word, with its role, left to right: the words [`split_words`] finds, of which only
    /// those at `candidates` (beginning with a digit, or with letters a number word begins with,
    /// see [`Starts::words`]) are read to their end. Linear in the text.
    fn each_number(&self, text: &str, candidates: &[usize], mut each: impl FnMut(Word, Role)) {
        let bytes = text.as_bytes();
        for &at in candidates {
            // An ASCII letter or digit right after a non-ASCII one continues its word.
            if at > 0
                && bytes.get(at - 1).is_some_and(|b| !b.is_ascii())
                && text
                    .get(..at)
                    .and_then(|t| t.chars().next_back())
                    .is_some_and(char::is_alphanumeric)
            {
                continue;
            }
            let word = Word::at(bytes, at, word_end(text, at));
            if word.digits.is_some() {
                each(word, Role::default());
                continue;
            }
            let written = text.get(word.start..word.end).unwrap_or_default();
            let bit = sketch(written);
            let maybe = self
                .number_sketch
                .get(bit / 64)
                .is_some_and(|slot| slot & (1 << (bit % 64)) != 0);
            if !maybe {
                continue;
            }
            let role = self.role(written);
            if role.number.is_some() {
                each(word, role);
            }
        }
    }

    /// The role of a word of the text (none for a word of digits).
    fn role_of(&self, text: &str, word: Word) -> Role {
        if word.digits.is_some() {
            return Role::default();
        }
        self.role(text.get(word.start..word.end).unwrap_or_default())
    }

    /// The head count or duration the number `word` (with its `role`) starts, if any, read from
    /// the words around it: two after it, and up to nine before it when a `for` precedes it.
    fn read_number(&self, text: &str, word: Word, role: Role, found: &mut Vec<FoundQuantity>) {
        let gap = |a: Word, b: Word| text.get(a.end..b.start).unwrap_or_default();
        let spaced = |g: &str| !g.is_empty() && g.chars().all(char::is_whitespace);
        let Some(value) = word.digits.or(role.number) else {
            return;
        };
        let before = text.get(..word.start).unwrap_or_default();
        let after = text.get(word.end..).unwrap_or_default();
        // Part of a price, a time, a decimal, a reference or a phone number.
        let glued_before = before.ends_with(['$', '£', '€', '#', '/', '+', '@', '_'])
            || (word.digits.is_some()
                && before.ends_with([':', '.', ',', '\'', '’', '-'])
                && before
                    .chars()
                    .rev()
                    .nth(1)
                    .is_some_and(|c| c.is_ascii_digit()));
        let mut rest = after.chars();
        let glued_after = matches!(rest.next(), Some(':' | '.' | ',' | '/' | '\'' | '’'))
            && rest.next().is_some_and(|c| c.is_ascii_digit());
        if glued_before || glued_after || value == 0 {
            return;
        }
        let next = next_word(text, word.end).filter(|n| {
            let g = gap(word, *n);
            spaced(g) || g == "-"
        });
        let next_role = next.map(|n| self.role_of(text, n));
        // A duration: `5 nights`, `3-night`.
        if let (Some(n), Some((unit, factor))) = (next, next_role.and_then(|r| r.unit)) {
            found.push(FoundQuantity {
                start: word.start,
                end: n.end,
                number: (word.start, word.end),
                written_factor: factor,
                quantity: Duration(unit, value.saturating_mul(factor)),
            });
            return;
        }
        let head_count = FoundQuantity {
            start: word.start,
            end: word.end,
            number: (word.start, word.end),
            written_factor: 1,
            quantity: Quantity::HeadCount(value),
        };
        // `4 people`, `2 adult tickets`.
        let noun_after = next_role.is_some_and(|r| r.noun)
            || (next_role.is_some_and(|r| r.number.is_none() && r.unit.is_none())
                && next.is_some_and(|n| {
                    next_word(text, n.end)
                        .is_some_and(|m| spaced(gap(n, m)) && self.role_of(text, m).noun)
                }));
        if noun_after {
            found.push(head_count);
            return;
        }
        if next_role.is_some_and(|r| r.clock) || value > 999 || role.article {
            return;
        }
        let Some(previous) = previous_word(text, word.start) else {
            return;
        };
        let previous_role = self.role_of(text, previous);
        // `Guests: 4`, `Party size: 4`, `Nights: 3`: a label, a colon, the number.
        if gap(previous, word).trim() == ":" {
            if let Some((unit, factor)) = previous_role.unit {
                found.push(FoundQuantity {
                    start: previous.start,
                    end: word.end,
                    number: (word.start, word.end),
                    written_factor: factor,
                    quantity: Duration(unit, value.saturating_mul(factor)),
                });
            } else if previous_role.noun || previous_role.label {
                found.push(head_count);
            }
            return;
        }
        if !spaced(gap(previous, word)) {
            return;
        }
        // `party of 6`, `group of 8`.
        let party_of = previous_role.of_word
            && previous_word(text, previous.start)
                .is_some_and(|p| self.role_of(text, p).group && spaced(gap(p, previous)));
        // `for 4` after a booking word in the same sentence (at most eight words back).
        let booked_for = previous_role.for_word && {
            let mut booked = false;
            let mut later = previous;
            for _ in 0..8 {
                let Some(earlier) = previous_word(text, later.start) else {
                    break;
                };
                if sentence_break(gap(earlier, later)) {
                    break;
                }
                if self.role_of(text, earlier).booking {
                    booked = true;
                    break;
                }
                later = earlier;
            }
            booked
        };
        if party_of || booked_for {
            found.push(head_count);
        }
    }

    /// Reads a whole value (`"3 nights"`, `"three nights"`, `"2 hours"`) as one duration.
    #[must_use]
    pub fn parse_duration(&self, text: &str) -> Option<(DurationUnit, u64)> {
        self.find_all(text)
            .into_iter()
            .find_map(|f| match f.quantity {
                Quantity::Duration(unit, amount) => Some((unit, amount)),
                Quantity::HeadCount(_) => None,
            })
    }
}

use Quantity::Duration;

/// Where a word falls in the number-word filter: its length, first two and last bytes (ASCII
/// letters lower-cased), folded to 0..1024. Constant time.
fn sketch(word: &str) -> usize {
    let bytes = word.as_bytes();
    let lower = |i: usize| usize::from(bytes.get(i).copied().unwrap_or(0).to_ascii_lowercase());
    let last = lower(bytes.len().saturating_sub(1));
    (bytes.len() * 131 + lower(0) * 31 + lower(1) * 7 + last * 17) % 1024
}

/// Whether the text between two words ends a sentence (`. `, `!`, `?`, `;`, a line break), but
/// not the `.` inside `18.30`.
fn sentence_break(gap: &str) -> bool {
    gap.contains(['!', '?', ';', '\n']) || (gap.contains('.') && gap.contains(char::is_whitespace))
}

impl Word {
    /// The word `start..end` of a text's `bytes`, with its value when it is all digits.
    fn at(bytes: &[u8], start: usize, end: usize) -> Self {
        let word = bytes.get(start..end).unwrap_or_default();
        let digits = (word.len() <= 4 && word.iter().all(u8::is_ascii_digit))
            .then(|| word.iter().fold(0u64, |n, b| n * 10 + u64::from(b - b'0')));
        Self { start, end, digits }
    }
}

/// The character of `text` that begins at `at` and whether it is a word character (an ASCII
/// letter or digit, or a non-ASCII alphanumeric character), with its length. Constant time.
fn word_char_at(text: &str, at: usize) -> Option<(bool, usize)> {
    let &b = text.as_bytes().get(at)?;
    if b.is_ascii() {
        return Some((b.is_ascii_alphanumeric(), 1));
    }
    let c = text.get(at..)?.chars().next()?;
    Some((c.is_alphanumeric(), c.len_utf8()))
}

/// The character of `text` that ends at `at`, as [`word_char_at`] reads it. Constant time.
fn word_char_before(text: &str, at: usize) -> Option<(bool, usize)> {
    let &b = text.as_bytes().get(at.checked_sub(1)?)?;
    if b.is_ascii() {
        return Some((b.is_ascii_alphanumeric(), 1));
    }
    let c = text.get(..at)?.chars().next_back()?;
    Some((c.is_alphanumeric(), c.len_utf8()))
}

/// Where the word that begins at `at` ends. Linear in the word's length.
fn word_end(text: &str, mut at: usize) -> usize {
    while let Some((true, len)) = word_char_at(text, at) {
        at += len;
    }
    at
}

/// The first word of `text` at or after `from`. Linear in the bytes read.
fn next_word(text: &str, mut from: usize) -> Option<Word> {
    loop {
        let (in_word, len) = word_char_at(text, from)?;
        if in_word {
            return Some(Word::at(text.as_bytes(), from, word_end(text, from)));
        }
        from += len;
    }
}

/// The last word of `text` that ends at or before `before`. Linear in the bytes read.
fn previous_word(text: &str, mut before: usize) -> Option<Word> {
    loop {
        let (in_word, len) = word_char_before(text, before)?;
        if in_word {
            break;
        }
        before -= len;
    }
    let end = before;
    while let Some((true, len)) = word_char_before(text, before) {
        before -= len;
    }
    Some(Word::at(text.as_bytes(), before, end))
}

/// Head-count nouns in the singular and the plural, for keeping a corrected count grammatical.
const NOUN_FORMS: &[(&str, &str)] = &[
    ("person", "people"),
    ("guest", "guests"),
    ("ticket", "tickets"),
    ("seat", "seats"),
    ("place", "places"),
    ("adult", "adults"),
    ("passenger", "passengers"),
    ("participant", "participants"),
    ("Person", "Personen"),
    ("Gast", "Gäste"),
    ("Karte", "Karten"),
    ("Erwachsener", "Erwachsene"),
    ("personne", "personnes"),
    ("billet", "billets"),
    ("place", "places"),
    ("adulte", "adultes"),
    ("persona", "persone"),
    ("ospite", "ospiti"),
    ("biglietto", "biglietti"),
    ("posto", "posti"),
    ("adulto", "adulti"),
];

/// Duration units in the singular and the plural.
const UNIT_FORMS: &[(&str, &str)] = &[
    ("night", "nights"),
    ("day", "days"),
    ("week", "weeks"),
    ("hour", "hours"),
    ("minute", "minutes"),
    ("Nacht", "Nächte"),
    ("Übernachtung", "Übernachtungen"),
    ("Tag", "Tage"),
    ("Woche", "Wochen"),
    ("Stunde", "Stunden"),
    ("Minute", "Minuten"),
    ("nuit", "nuits"),
    ("nuitée", "nuitées"),
    ("jour", "jours"),
    ("semaine", "semaines"),
    ("heure", "heures"),
    ("notte", "notti"),
    ("giorno", "giorni"),
    ("settimana", "settimane"),
    ("ora", "ore"),
    ("minuto", "minuti"),
];

/// `unit` (a duration unit after a number) in the grammatical number `count` needs, when it is
/// not in it already: `night` for 2 is `nights`, `Nächte` for 1 is `Nacht`.
#[must_use]
pub fn unit_for_count(unit: &str, count: u64) -> Option<&'static str> {
    forms_for_count(UNIT_FORMS, unit, count)
}

fn forms_for_count(
    forms: &[(&'static str, &'static str)],
    word: &str,
    count: u64,
) -> Option<&'static str> {
    forms.iter().find_map(|(one, many)| {
        if count == 1 && word == *many {
            Some(*one)
        } else if count != 1 && word == *one {
            Some(*many)
        } else {
            None
        }
    })
}

/// `noun` (a head-count noun after a number) in the grammatical number `count` needs, when it
/// is not in it already: `people` for 1 is `person`, `Person` for 3 is `Personen`.
#[must_use]
pub fn noun_for_count(noun: &str, count: u64) -> Option<&'static str> {
    forms_for_count(NOUN_FORMS, noun, count)
}

/// `value` written the way `original` writes its number: digits for digits, a number word of
/// the same language (with the same capital) when there is one up to twelve, else digits.
#[must_use]
pub fn write_like(value: u64, original: &str) -> String {
    if original.bytes().all(|b| b.is_ascii_digit()) {
        return value.to_string();
    }
    let lower = original.to_lowercase();
    let language = WORDS_BY_LANGUAGE
        .iter()
        .position(|words| words.contains(&lower.as_str()))
        // `eine`, `une`, `una`, `eins`: the ones not in the table above.
        .or(match lower.as_str() {
            "eine" | "eins" | "einen" => Some(1),
            "une" => Some(2),
            "una" => Some(3),
            _ => None,
        });
    let word = language
        .and_then(|l| WORDS_BY_LANGUAGE.get(l))
        .and_then(|words| words.get(usize::try_from(value).ok()?.checked_sub(1)?));
    match word {
        Some(word) if original.starts_with(char::is_uppercase) => {
            let mut chars = word.chars();
            chars
                .next()
                .map(|c| c.to_uppercase().chain(chars).collect())
                .unwrap_or_default()
        }
        Some(word) => (*word).to_owned(),
        None => value.to_string(),
    }
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    impl QuantityScanner {
        /// [`QuantityScanner::find_all`] as it was written first, from the list of every word of the
        /// text: the reference the on-demand reading is tested against.
        fn find_all_by_splitting(&self, text: &str) -> Vec<FoundQuantity> {
            let words = split_words(text);
            let mut found = Vec::new();
            let gap = |a: &Word, b: &Word| text.get(a.end..b.start).unwrap_or_default();
            let spaced = |g: &str| !g.is_empty() && g.chars().all(char::is_whitespace);
            // Roles are looked up only around numbers: at most twelve words each.
            let role_at = |i: usize| -> Role {
                words
                    .get(i)
                    .filter(|w| w.digits.is_none())
                    .map_or_else(Role::default, |w| {
                        self.role(text.get(w.start..w.end).unwrap_or_default())
                    })
            };
            for (i, word) in words.iter().enumerate() {
                let role = if word.digits.is_some() {
                    Role::default()
                } else {
                    let written = text.get(word.start..word.end).unwrap_or_default();
                    let bit = sketch(written);
                    let maybe = self
                        .number_sketch
                        .get(bit / 64)
                        .is_some_and(|slot| slot & (1 << (bit % 64)) != 0);
                    if !maybe {
                        continue;
                    }
                    self.role(written)
                };
                let Some(value) = word.digits.or(role.number) else {
                    continue;
                };
                let before = text.get(..word.start).unwrap_or_default();
                let after = text.get(word.end..).unwrap_or_default();
                // Part of a price, a time, a decimal, a reference or a phone number.
                let glued_before = before.ends_with(['$', '£', '€', '#', '/', '+', '@', '_'])
                    || (word.digits.is_some()
                        && before.ends_with([':', '.', ',', '\'', '’', '-'])
                        && before
                            .chars()
                            .rev()
                            .nth(1)
                            .is_some_and(|c| c.is_ascii_digit()));
                let mut rest = after.chars();
                let glued_after = matches!(rest.next(), Some(':' | '.' | ',' | '/' | '\'' | '’'))
                    && rest.next().is_some_and(|c| c.is_ascii_digit());
                if glued_before || glued_after || value == 0 {
                    continue;
                }
                let next = words.get(i + 1).filter(|n| {
                    let g = gap(word, n);
                    spaced(g) || g == "-"
                });
                let next_role = next.map(|_| role_at(i + 1));
                // A duration: `5 nights`, `3-night`.
                if let (Some(n), Some((unit, factor))) = (next, next_role.and_then(|r| r.unit)) {
                    found.push(FoundQuantity {
                        start: word.start,
                        end: n.end,
                        number: (word.start, word.end),
                        written_factor: factor,
                        quantity: Duration(unit, value.saturating_mul(factor)),
                    });
                    continue;
                }
                let head_count = FoundQuantity {
                    start: word.start,
                    end: word.end,
                    number: (word.start, word.end),
                    written_factor: 1,
                    quantity: Quantity::HeadCount(value),
                };
                // `4 people`, `2 adult tickets`.
                let noun_after = next_role.is_some_and(|r| r.noun)
                    || (next_role.is_some_and(|r| r.number.is_none() && r.unit.is_none())
                        && next.is_some_and(|n| {
                            words
                                .get(i + 2)
                                .is_some_and(|m| spaced(gap(n, m)) && role_at(i + 2).noun)
                        }));
                if noun_after {
                    found.push(head_count);
                    continue;
                }
                if next_role.is_some_and(|r| r.clock) || value > 999 || role.article {
                    continue;
                }
                let Some(previous) = i.checked_sub(1).and_then(|p| words.get(p)) else {
                    continue;
                };
                let previous_role = role_at(i - 1);
                // `Guests: 4`, `Party size: 4`, `Nights: 3`: a label, a colon, the number.
                if gap(previous, word).trim() == ":" {
                    if let Some((unit, factor)) = previous_role.unit {
                        found.push(FoundQuantity {
                            start: previous.start,
                            end: word.end,
                            number: (word.start, word.end),
                            written_factor: factor,
                            quantity: Duration(unit, value.saturating_mul(factor)),
                        });
                    } else if previous_role.noun || previous_role.label {
                        found.push(head_count);
                    }
                    continue;
                }
                if !spaced(gap(previous, word)) {
                    continue;
                }
                // `party of 6`, `group of 8`.
                let party_of = previous_role.of_word
                    && i >= 2
                    && role_at(i - 2).group
                    && words.get(i - 2).is_some_and(|p| spaced(gap(p, previous)));
                // `for 4` after a booking word in the same sentence (at most eight words back).
                let booked_for = previous_role.for_word && {
                    let mut booked = false;
                    let mut j = i - 1;
                    while j > 0 && i - j <= 8 {
                        let (Some(a), Some(b)) = (words.get(j - 1), words.get(j)) else {
                            break;
                        };
                        if sentence_break(gap(a, b)) {
                            break;
                        }
                        if role_at(j - 1).booking {
                            booked = true;
                            break;
                        }
                        j -= 1;
                    }
                    booked
                };
                if party_of || booked_for {
                    found.push(head_count);
                }
            }
            found
        }
    }

    /// The words of `text`: runs of ASCII letters, ASCII digits and non-ASCII characters other than
    /// punctuation and spaces. Linear in the text: one pass over its bytes, decoding a character only
    /// where a byte is not ASCII, into a list sized for ordinary prose at the start.
    fn split_words(text: &str) -> Vec<Word> {
        let bytes = text.as_bytes();
        // Prose averages five to six bytes a word with its space: one allocation for most texts.
        let mut words = Vec::with_capacity(bytes.len() / 5 + 1);
        let close = |start: usize, end: usize, words: &mut Vec<Word>| {
            let word = bytes.get(start..end).unwrap_or_default();
            let digits = (word.len() <= 4 && word.iter().all(u8::is_ascii_digit))
                .then(|| word.iter().fold(0u64, |n, b| n * 10 + u64::from(b - b'0')));
            words.push(Word { start, end, digits });
        };
        let mut start: Option<usize> = None;
        let mut at = 0;
        while let Some(&b) = bytes.get(at) {
            let (in_word, len) = if b.is_ascii() {
                (b.is_ascii_alphanumeric(), 1)
            } else {
                text.get(at..)
                    .and_then(|rest| rest.chars().next())
                    .map_or((false, 1), |c| (c.is_alphanumeric(), c.len_utf8()))
            };
            match (start, in_word) {
                (None, true) => start = Some(at),
                (Some(s), false) => {
                    close(s, at, &mut words);
                    start = None;
                }
                _ => {}
            }
            at += len;
        }
        if let Some(s) = start {
            close(s, bytes.len(), &mut words);
        }
        words
    }

    fn scanner() -> QuantityScanner {
        let words: Vec<String> = [
            "people",
            "person",
            "persons",
            "guests",
            "tickets",
            "ticket",
            "seats",
            "places",
            "covers",
            "Personen",
            "Person",
            "personnes",
            "persone",
        ]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
        QuantityScanner::new(&words)
    }

    fn quantities(text: &str) -> Vec<Quantity> {
        scanner()
            .find_all(text)
            .into_iter()
            .map(|f| f.quantity)
            .collect()
    }

    #[test]
    fn head_counts_in_the_forms_confirmations_use() {
        for (text, n) in [
            ("I got 2 tickets for you", 2),
            ("I have booked you a table for 4 at the Golden Wok", 4),
            ("a table for two at 18:30", 2),
            ("Sure, I booked it for four on Friday.", 4),
            ("booked for 2 person on Friday", 2),
            ("Your three tickets are booked", 3),
            ("Tisch für zwei Personen", 2),
            ("une table pour quatre personnes", 4),
            ("un tavolo per tre persone", 3),
            ("a party of 6 on Saturday", 6),
            (
                "I have confirmed your reservation on Friday at 18:30 for 5.",
                5,
            ),
            ("2 adult tickets", 2),
            ("Party size: 4", 4),
            ("Number of guests: 4. Date: Friday", 4),
            ("Personen: 4", 4),
        ] {
            assert_eq!(quantities(text), vec![Quantity::HeadCount(n)], "{text}");
        }
    }

    #[test]
    fn references_phones_prices_and_durations_are_no_head_counts() {
        for text in [
            "Your reference number is 8J3K9L2M, call 01223 277977.",
            "The table will be reserved for 15 minutes.",
            "booked for 18:30",
            "booked for 5 pm",
            "The total is £4 for 2.50 people",
            "I went for 2 walks.",
            "We have four options for you.",
            "Votre table est réservée pour un dîner.",
        ] {
            let heads: Vec<Quantity> = quantities(text)
                .into_iter()
                .filter(|q| matches!(q, Quantity::HeadCount(_)))
                .collect();
            assert!(heads.is_empty(), "{text}: {heads:?}");
        }
    }

    #[test]
    fn durations_compare_by_value_and_unit() {
        let s = scanner();
        assert_eq!(
            s.parse_duration("3 nights"),
            s.parse_duration("three nights")
        );
        assert_eq!(s.parse_duration("2 hours"), s.parse_duration("120 minutes"));
        assert_eq!(
            s.parse_duration("zwei Nächte"),
            Some((DurationUnit::Nights, 2))
        );
        assert_eq!(
            quantities("staying 5 nights for 2 people"),
            vec![
                Quantity::Duration(DurationUnit::Nights, 5),
                Quantity::HeadCount(2)
            ]
        );
        assert_eq!(
            quantities("a 3-night stay"),
            vec![Quantity::Duration(DurationUnit::Nights, 3)]
        );
        assert_eq!(
            quantities("Nights: 3, guests: 2"),
            vec![
                Quantity::Duration(DurationUnit::Nights, 3),
                Quantity::HeadCount(2)
            ]
        );
    }

    #[test]
    fn a_number_word_is_written_back_in_its_own_language() {
        assert_eq!(write_like(4, "three"), "four");
        assert_eq!(write_like(4, "Three"), "Four");
        assert_eq!(write_like(3, "zwei"), "drei");
        assert_eq!(write_like(5, "quatre"), "cinq");
        assert_eq!(write_like(2, "tre"), "due");
        assert_eq!(write_like(4, "3"), "4");
        assert_eq!(write_like(40, "three"), "40");
    }

    #[test]
    fn every_number_word_passes_the_filter_in_either_case() {
        for (word, value) in NUMBER_WORDS {
            if ARTICLES.contains(word) {
                continue;
            }
            let capital: String = word
                .chars()
                .take(1)
                .flat_map(char::to_uppercase)
                .chain(word.chars().skip(1))
                .collect();
            for written in [(*word).to_owned(), capital] {
                let text = format!("{written} people");
                assert_eq!(
                    quantities(&text),
                    vec![Quantity::HeadCount(*value)],
                    "{text}"
                );
            }
        }
    }

    #[test]
    fn a_noun_follows_its_count() {
        assert_eq!(noun_for_count("people", 1), Some("person"));
        assert_eq!(noun_for_count("person", 2), Some("people"));
        assert_eq!(noun_for_count("Personen", 1), Some("Person"));
        assert_eq!(noun_for_count("people", 3), None);
        assert_eq!(unit_for_count("night", 2), Some("nights"));
        assert_eq!(unit_for_count("Nächte", 1), Some("Nacht"));
    }

    proptest! {
        #[test]
        fn scanning_never_panics_and_spans_are_in_the_text(s in "\\PC{0,200}") {
            for f in scanner().find_all(&s) {
                prop_assert!(f.start < f.end && f.end <= s.len());
                prop_assert!(s.get(f.number.0..f.number.1).is_some());
            }
        }

        #[test]
        fn words_are_the_runs_of_alphanumeric_characters(s in "[a-zA-Z0-9 .,:é€ß\\-]{0,40}|\\PC{0,60}") {
            // The byte scan finds exactly the runs a plain character scan finds.
            let mut expected = Vec::new();
            let mut start = None;
            for (at, c) in s.char_indices().chain(std::iter::once((s.len(), ' '))) {
                match (start, c.is_alphanumeric()) {
                    (None, true) => start = Some(at),
                    (Some(from), false) => {
                        expected.push((from, at));
                        start = None;
                    }
                    _ => {}
                }
            }
            let words = split_words(&s);
            let found: Vec<(usize, usize)> = words.iter().map(|w| (w.start, w.end)).collect();
            prop_assert_eq!(found, expected);
            for w in words {
                let text = &s[w.start..w.end];
                let digits = (text.len() <= 4 && text.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| text.parse::<u64>().ok())
                    .flatten();
                prop_assert_eq!(w.digits, digits);
            }
        }

        #[test]
        fn reading_the_words_around_each_number_finds_what_splitting_every_word_finds(
            text in prop_oneof![
                "\\PC{0,80}",
                "((one|Two|THREE|drei|fünf|FÜNF|zwölf|quatre|tre|un|une|Ein|UN|SeChS|oTTo|dix|the|thr|tw|si|zwÖlf|[0-9]{1,5}|people|Personen|nights|Nächte|hours|for|für|booked|table|party|group|of|pm|size|_|é|ü|٣|[a-z]{1,3})( |  |-|: |\\. |\\n|,|\\$|€|:|\\.|'|é|)){0,24}",
            ]
        ) {
            let s = scanner();
            prop_assert_eq!(s.find_all(&text), s.find_all_by_splitting(&text));
        }

        #[test]
        fn a_written_count_is_read_back(n in 1u64..999, noun in prop::sample::select(vec!["people", "tickets", "Personen", "persone"])) {
            let text = format!("Booked: {n} {noun}.");
            prop_assert_eq!(quantities(&text), vec![Quantity::HeadCount(n)]);
        }
    }
}
