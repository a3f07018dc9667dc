//! The one-pass request decoder: a serde `Deserializer` wrapper that decodes a body straight into
//! its typed request while it tracks the JSON Pointer of the value being read and enforces the
//! configured limits (depth, array items, string bytes). A success costs one parse and no tree; a
//! failure says where, in JSON's own words (string, integer, number, boolean, array, object).
//!
//! Work is linear in the body: every value is visited once, and the pointer is kept in one
//! reusable buffer (a key is copied into it as it is read, and cut off when its value is done).

use std::cell::RefCell;
use std::fmt;

use serde::Deserialize;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use crate::config::LimitsConfig;
use crate::engine::{Alert, AsSent};

/// Which limit a value broke.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Breach {
    /// Nested deeper than `max_depth` (a 400).
    TooDeep,
    /// An array or string over its limit (a 422), with the message naming the limit.
    TooLong(String),
}

/// Where and why the decode stopped: the first failure, as the innermost wrapper saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// RFC 6901 pointer to the offending value (a missing field's pointer is where it belongs).
    pub path: String,
    /// What is wrong there, in JSON's types and ranges.
    pub message: String,
    /// Set when a limit, not the shape, stopped the decode.
    pub breach: Option<Breach>,
}

/// The state shared by every wrapper of one decode.
#[derive(Debug)]
struct Track {
    limits: LimitsConfig,
    /// The pointer of the value being read.
    path: String,
    /// Where each open step of `path` starts, to cut it off when its value is done.
    marks: Vec<usize>,
    depth: usize,
    failure: Option<Failure>,
    /// Pointers of the numbers read as a whole f64 beyond the 64-bit integers: a `Value` holds
    /// them only approximately, so their text is looked up if an answer echoes them.
    beyond: Vec<String>,
}

/// The decoder's state for one body; [`Tracker::wrap`] gives the deserializer to decode with.
#[derive(Debug)]
pub struct Tracker(RefCell<Track>);

impl Tracker {
    /// A tracker enforcing `limits`.
    #[must_use]
    pub fn new(limits: LimitsConfig) -> Self {
        Self(RefCell::new(Track {
            limits,
            path: String::new(),
            marks: Vec::new(),
            depth: 0,
            failure: None,
            beyond: Vec::new(),
        }))
    }

    /// `deserializer`, tracked.
    pub fn wrap<'t, D>(&'t self, deserializer: D) -> Tracked<'t, D> {
        Tracked {
            inner: deserializer,
            track: self,
        }
    }

    /// The pointers of the numbers read as a whole f64 beyond the 64-bit integers (in the order
    /// read), whose text only the body holds exactly.
    #[must_use]
    pub fn beyond(&self) -> Vec<String> {
        self.0.borrow().beyond.clone()
    }

    /// Notes the value being read when it is a whole number beyond the 64-bit integers.
    fn note_number(&self, v: f64) {
        // serde_json reads every integer from -2^63 to 2^64 - 1 exactly; a whole f64 outside that
        // range (or written with an exponent) is where a `Value` stops holding the number as sent.
        if v.fract() == 0.0
            && !(-9_223_372_036_854_775_808.0..18_446_744_073_709_551_616.0).contains(&v)
        {
            let mut t = self.0.borrow_mut();
            let path = t.path.clone();
            t.beyond.push(path);
        }
    }

    /// The first failure seen, if any.
    #[must_use]
    pub fn failure(&self) -> Option<Failure> {
        self.0.borrow().failure.clone()
    }

    fn push_key(&self, key: &str) {
        let mut t = self.0.borrow_mut();
        let mark = t.path.len();
        t.marks.push(mark);
        t.path.push('/');
        for c in key.chars() {
            match c {
                '~' => t.path.push_str("~0"),
                '/' => t.path.push_str("~1"),
                c => t.path.push(c),
            }
        }
    }

    fn push_index(&self, index: usize) {
        use fmt::Write as _;
        let mut t = self.0.borrow_mut();
        let mark = t.path.len();
        t.marks.push(mark);
        let _ = write!(t.path, "/{index}");
    }

    fn pop(&self) {
        let mut t = self.0.borrow_mut();
        if let Some(mark) = t.marks.pop() {
            t.path.truncate(mark);
        }
    }

    /// Records `error` as the failure unless an inner wrapper already did.
    fn note<E: de::Error + fmt::Display>(&self, error: &E, expected: Option<Expected>) {
        let mut t = self.0.borrow_mut();
        if t.failure.is_some() {
            return;
        }
        let raw = error.to_string();
        let raw = strip_position(&raw);
        let (path, message) = match raw
            .strip_prefix("missing field `")
            .and_then(|rest| rest.split('`').next())
        {
            Some(field) => {
                let mut path = t.path.clone();
                path.push('/');
                path.push_str(&field.replace('~', "~0").replace('/', "~1"));
                (path, "a required field is missing".to_owned())
            }
            None => (t.path.clone(), describe(raw, expected)),
        };
        t.failure = Some(Failure {
            path,
            message,
            breach: None,
        });
    }

    /// Records a broken limit at the current path and returns the error that stops the decode.
    fn breach<E: de::Error>(&self, breach: Breach) -> E {
        let mut t = self.0.borrow_mut();
        let message = match &breach {
            Breach::TooDeep => format!(
                "the JSON is nested deeper than max_depth ({})",
                t.limits.max_depth
            ),
            Breach::TooLong(message) => message.clone(),
        };
        if t.failure.is_none() {
            t.failure = Some(Failure {
                path: t.path.clone(),
                message: message.clone(),
                breach: Some(breach),
            });
        }
        E::custom(message)
    }

    fn check_string<E: de::Error>(&self, len: usize) -> Result<(), E> {
        let max = self.0.borrow().limits.max_string_bytes;
        if len > max {
            return Err(self.breach(Breach::TooLong(format!(
                "string of {len} bytes is over max_string_bytes ({max})"
            ))));
        }
        Ok(())
    }

    fn enter<E: de::Error>(&self) -> Result<(), E> {
        let too_deep = {
            let mut t = self.0.borrow_mut();
            t.depth += 1;
            t.depth > t.limits.max_depth
        };
        if too_deep {
            return Err(self.breach(Breach::TooDeep));
        }
        Ok(())
    }

    fn leave(&self) {
        let mut t = self.0.borrow_mut();
        t.depth = t.depth.saturating_sub(1);
    }

    /// The most items the array being entered may hold, and the limit's name.
    fn array_limit(&self) -> (usize, &'static str) {
        let t = self.0.borrow();
        // `transformations` has its own, larger limit; every other array the general one.
        if t.path == "/transformations" {
            (t.limits.max_transformations, "max_transformations")
        } else {
            (t.limits.max_array_items, "max_array_items")
        }
    }
}

/// serde_json appends ` at line L column C`; a pointer says it better.
fn strip_position(message: &str) -> &str {
    message
        .rfind(" at line ")
        .map_or(message, |at| message.get(..at).unwrap_or(message))
}

/// What a `deserialize_*` call asked for, in JSON's words.
#[derive(Debug, Clone, Copy)]
enum Expected {
    Boolean,
    Integer(&'static str),
    Number,
    String,
    Array,
    Object,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Boolean => f.write_str("a boolean"),
            Self::Integer(range) => write!(f, "an integer {range}"),
            Self::Number => f.write_str("a number"),
            Self::String => f.write_str("a string"),
            Self::Array => f.write_str("an array"),
            Self::Object => f.write_str("an object"),
        }
    }
}

/// serde's `Unexpected` wording as a JSON type.
fn json_type(unexpected: &str) -> String {
    let (kind, value) = unexpected
        .split_once(' ')
        .map_or((unexpected, ""), |(k, v)| (k, v));
    match kind {
        "string" => "a string".to_owned(),
        "integer" => format!("the integer {}", value.trim_matches('`')),
        "floating" => format!(
            "the number {}",
            value.trim_start_matches("point ").trim_matches('`')
        ),
        "boolean" => "a boolean".to_owned(),
        "map" => "an object".to_owned(),
        "sequence" => "an array".to_owned(),
        "unit" | "null" => "null".to_owned(),
        _ => unexpected.to_owned(),
    }
}

/// A serde message in JSON's words: `invalid type: string "x", expected u32` becomes `expected an
/// integer from 0 to 4294967295, found a string`.
fn describe(raw: &str, expected: Option<Expected>) -> String {
    let split = raw
        .strip_prefix("invalid type: ")
        .or_else(|| raw.strip_prefix("invalid value: "))
        .and_then(|rest| rest.rsplit_once(", expected "));
    match (split, expected) {
        (Some((found, _)), Some(expected)) => {
            format!("expected {expected}, found {}", json_type(found))
        }
        (Some((found, wanted)), None) => format!(
            "expected {}, found {}",
            wanted
                .replace("a JSON number", "a number")
                .replace("a borrowed string", "a string")
                .replace("variant identifier", "a string"),
            json_type(found)
        ),
        (None, _) => raw.to_owned(),
    }
}

/// A deserializer whose values are tracked by a [`Tracker`].
#[derive(Debug)]
pub struct Tracked<'t, D> {
    inner: D,
    track: &'t Tracker,
}

struct TrackedVisitor<'t, V> {
    inner: V,
    track: &'t Tracker,
}

struct TrackedSeed<'t, S> {
    inner: S,
    track: &'t Tracker,
}

struct TrackedSeq<'t, A> {
    inner: A,
    track: &'t Tracker,
    index: usize,
    limit: (usize, &'static str),
}

struct TrackedMap<'t, A> {
    inner: A,
    track: &'t Tracker,
}

impl<'t, D> Tracked<'t, D> {
    fn visitor<V>(&self, inner: V) -> TrackedVisitor<'t, V> {
        TrackedVisitor {
            inner,
            track: self.track,
        }
    }
}

macro_rules! forward {
    ($($method:ident => $expected:expr),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
                let track = self.track;
                let visitor = self.visitor(visitor);
                self.inner.$method(visitor).inspect_err(|e| track.note(e, $expected))
            }
        )*
    };
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Tracked<'_, D> {
    type Error = D::Error;

    forward! {
        deserialize_any => None,
        deserialize_bool => Some(Expected::Boolean),
        deserialize_i8 => Some(Expected::Integer("from -128 to 127")),
        deserialize_i16 => Some(Expected::Integer("from -32768 to 32767")),
        deserialize_i32 => Some(Expected::Integer("from -2147483648 to 2147483647")),
        deserialize_i64 => Some(Expected::Integer("from -9223372036854775808 to 9223372036854775807")),
        deserialize_u8 => Some(Expected::Integer("from 0 to 255")),
        deserialize_u16 => Some(Expected::Integer("from 0 to 65535")),
        deserialize_u32 => Some(Expected::Integer("from 0 to 4294967295")),
        deserialize_u64 => Some(Expected::Integer("from 0 to 18446744073709551615")),
        deserialize_f32 => Some(Expected::Number),
        deserialize_f64 => Some(Expected::Number),
        deserialize_char => Some(Expected::String),
        deserialize_str => Some(Expected::String),
        deserialize_string => Some(Expected::String),
        deserialize_bytes => Some(Expected::Array),
        deserialize_byte_buf => Some(Expected::Array),
        deserialize_option => None,
        deserialize_unit => None,
        deserialize_seq => Some(Expected::Array),
        deserialize_map => Some(Expected::Object),
        deserialize_identifier => Some(Expected::String),
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let track = self.track;
        let visitor = self.visitor(visitor);
        self.inner
            .deserialize_unit_struct(name, visitor)
            .inspect_err(|e| track.note(e, None))
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let track = self.track;
        let visitor = self.visitor(visitor);
        self.inner
            .deserialize_newtype_struct(name, visitor)
            .inspect_err(|e| track.note(e, None))
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let track = self.track;
        let visitor = self.visitor(visitor);
        self.inner
            .deserialize_tuple(len, visitor)
            .inspect_err(|e| track.note(e, Some(Expected::Array)))
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let track = self.track;
        let visitor = self.visitor(visitor);
        self.inner
            .deserialize_tuple_struct(name, len, visitor)
            .inspect_err(|e| track.note(e, Some(Expected::Array)))
    }

    /// A struct is read from a JSON object only: serde_json would also build one from an array
    /// (`"context": [null, null]`), which the contract calls a wrong type.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let track = self.track;
        let visitor = self.visitor(visitor);
        self.inner
            .deserialize_map(visitor)
            .inspect_err(|e| track.note(e, Some(Expected::Object)))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let track = self.track;
        let visitor = self.visitor(visitor);
        self.inner
            .deserialize_enum(name, variants, visitor)
            .inspect_err(|e| track.note(e, None))
    }

    /// Values nobody reads are still held to the limits, so they are walked, not skipped.
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        let track = self.track;
        self.inner
            .deserialize_any(TrackedVisitor {
                inner: IgnoredAny,
                track,
            })
            .inspect_err(|e| track.note(e, None))?;
        visitor.visit_unit()
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

macro_rules! visit {
    ($($method:ident($ty:ty)),* $(,)?) => {
        $(
            fn $method<E: de::Error>(self, v: $ty) -> Result<Self::Value, E> {
                self.inner.$method(v)
            }
        )*
    };
}

impl<'de, V: Visitor<'de>> Visitor<'de> for TrackedVisitor<'_, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inner.expecting(f)
    }

    visit! {
        visit_bool(bool), visit_i8(i8), visit_i16(i16), visit_i32(i32), visit_i64(i64),
        visit_i128(i128), visit_u8(u8), visit_u16(u16), visit_u32(u32), visit_u64(u64),
        visit_u128(u128), visit_f32(f32), visit_char(char),
        visit_bytes(&[u8]), visit_byte_buf(Vec<u8>), visit_borrowed_bytes(&'de [u8]),
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
        self.track.note_number(v);
        self.inner.visit_f64(v)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        self.track.check_string(v.len())?;
        self.inner.visit_str(v)
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
        self.track.check_string(v.len())?;
        self.inner.visit_borrowed_str(v)
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
        self.track.check_string(v.len())?;
        self.inner.visit_string(v)
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        self.inner.visit_some(Tracked {
            inner: deserializer,
            track: self.track,
        })
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<Self::Value, D::Error> {
        self.inner.visit_newtype_struct(Tracked {
            inner: deserializer,
            track: self.track,
        })
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        self.track.enter()?;
        let limit = self.track.array_limit();
        let value = self.inner.visit_seq(TrackedSeq {
            inner: seq,
            track: self.track,
            index: 0,
            limit,
        })?;
        self.track.leave();
        Ok(value)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        self.track.enter()?;
        let value = self.inner.visit_map(TrackedMap {
            inner: map,
            track: self.track,
        })?;
        self.track.leave();
        Ok(value)
    }

    fn visit_enum<A: de::EnumAccess<'de>>(self, data: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_enum(data)
    }
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for TrackedSeed<'_, S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<S::Value, D::Error> {
        self.inner.deserialize(Tracked {
            inner: deserializer,
            track: self.track,
        })
    }
}

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for TrackedSeq<'_, A> {
    type Error = A::Error;

    fn next_element_seed<S: DeserializeSeed<'de>>(
        &mut self,
        seed: S,
    ) -> Result<Option<S::Value>, A::Error> {
        let (max, name) = self.limit;
        self.track.push_index(self.index);
        let element = self
            .inner
            .next_element_seed(TrackedSeed {
                inner: seed,
                track: self.track,
            })
            .inspect_err(|e| self.track.note(e, None))?;
        self.track.pop();
        if element.is_some() {
            if self.index >= max {
                return Err(self.track.breach(Breach::TooLong(format!(
                    "array of more than {max} items is over {name} ({max})"
                ))));
            }
            self.index += 1;
        }
        Ok(element)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

/// A map key, borrowed from the body when it needs no unescaping.
enum Key<'de> {
    Borrowed(&'de str),
    Owned(String),
}

struct KeySeed;

impl<'de> DeserializeSeed<'de> for KeySeed {
    type Value = Key<'de>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Key<'de>, D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for KeySeed {
    type Value = Key<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object key")
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Key<'de>, E> {
        Ok(Key::Borrowed(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Key<'de>, E> {
        Ok(Key::Owned(v.to_owned()))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Key<'de>, E> {
        Ok(Key::Owned(v))
    }
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for TrackedMap<'_, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        let Some(key) = self.inner.next_key_seed(KeySeed)? else {
            return Ok(None);
        };
        let text: &str = match &key {
            Key::Borrowed(s) => s,
            Key::Owned(s) => s,
        };
        self.track.push_key(text);
        if text.len() > self.track.0.borrow().limits.max_string_bytes {
            return Err(self.track.breach(Breach::TooLong(
                "object key is over max_string_bytes".to_owned(),
            )));
        }
        let value = match key {
            Key::Borrowed(s) => seed.deserialize(de::value::BorrowedStrDeserializer::new(s)),
            Key::Owned(s) => seed.deserialize(de::value::StringDeserializer::new(s)),
        };
        value.map(Some).inspect_err(|e| self.track.note(e, None))
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, A::Error> {
        let value = self
            .inner
            .next_value_seed(TrackedSeed {
                inner: seed,
                track: self.track,
            })
            .inspect_err(|e| self.track.note(e, None))?;
        self.track.pop();
        Ok(value)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

/// The body with every number beyond f64 (`1e400`, a 400-digit integer) replaced by `1e308` or
/// `-1e308` of the same length, padded with spaces, so serde_json reads the rest of the body; `None`
/// when there is none. Such a number is then judged as the largest one, and its text is taken from
/// the body as sent wherever it is echoed. Linear in the body: one pass, strings skipped.
#[must_use]
pub fn within_f64(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut out: Option<Vec<u8>> = None;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'"' => i = string_end(bytes, i + 1),
            b'-' | b'0'..=b'9' => {
                let end = number_end(bytes, i);
                let token = bytes.get(i..end).unwrap_or_default();
                let overflows = std::str::from_utf8(token)
                    .ok()
                    .and_then(|t| t.parse::<f64>().ok())
                    .is_some_and(f64::is_infinite);
                let stand_in: &[u8] = if b == b'-' { b"-1e308" } else { b"1e308" };
                // An overflowing number is at least as long as its stand-in (2e308, -2e308).
                if overflows && token.len() >= stand_in.len() {
                    let copy = out.get_or_insert_with(|| bytes.to_vec());
                    if let Some(slot) = copy.get_mut(i..end) {
                        slot.fill(b' ');
                        if let Some(head) = slot.get_mut(..stand_in.len()) {
                            head.copy_from_slice(stand_in);
                        }
                    }
                }
                i = end.max(i + 1);
            }
            _ => i += 1,
        }
    }
    out
}

/// Just past the string whose contents start at `i` (escapes skipped).
fn string_end(bytes: &[u8], mut i: usize) -> usize {
    while let Some(&b) = bytes.get(i) {
        match b {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// Just past the number token starting at `i`.
fn number_end(bytes: &[u8], mut i: usize) -> usize {
    if bytes.get(i) == Some(&b'-') {
        i += 1;
    }
    while let Some(&b) = bytes.get(i) {
        match b {
            b'0'..=b'9' | b'.' | b'e' | b'E' | b'+' | b'-' => i += 1,
            _ => break,
        }
    }
    i
}

/// The request's numbers that a `Value` holds only approximately, each with its JSON Pointer and
/// its text as sent; empty (and free) for every request without one.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct NumbersAsSent(Vec<(String, AsSent)>);

impl NumbersAsSent {
    /// The text of the values at `pointers` in `bytes` (the body as sent). One pass over the body,
    /// descending only where a pointer leads; `O(n log p)` for `p` pointers.
    #[must_use]
    pub fn find(bytes: &[u8], pointers: &[String]) -> Self {
        if pointers.is_empty() {
            return Self::default();
        }
        let mut wanted = pointers.to_vec();
        wanted.sort_unstable();
        wanted.dedup();
        let mut found = Vec::new();
        let mut deserializer = serde_json::Deserializer::from_slice(bytes);
        let walk = Walk {
            path: String::new(),
            wanted: &wanted,
            found: &mut found,
        };
        if walk.deserialize(&mut deserializer).is_err() {
            return Self::default();
        }
        // A repeated key: the last one read is the one decoded.
        found.reverse();
        found.sort_by(|a, b| a.0.cmp(&b.0));
        found.dedup_by(|later, first| later.0 == first.0);
        Self(found)
    }

    /// Whether no number needs its text.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The text as sent of the number at `pointer`.
    #[must_use]
    pub fn get(&self, pointer: &str) -> Option<&AsSent> {
        self.0
            .binary_search_by(|(p, _)| p.as_str().cmp(pointer))
            .ok()
            .and_then(|i| self.0.get(i))
            .map(|(_, text)| text)
    }

    /// Shows each number an alert echoes from the request as sent: a `detected_value` that is the
    /// number at the alert's path, or an object holding numbers at `path/key`. The description
    /// says the number as sent too. Linear in the alerts and their detected objects.
    pub fn patch(&self, alerts: &mut [Alert]) {
        if self.is_empty() {
            return;
        }
        for alert in alerts {
            let (text, shown) = match &alert.detected_value {
                Value::Number(n) => match self.get(&alert.path) {
                    Some(text) => (text.get().to_owned(), vec![(n.to_string(), text.get())]),
                    None => continue,
                },
                Value::Object(map) => {
                    let mut shown = Vec::new();
                    let mut text = String::from("{");
                    for (key, value) in map {
                        if text.len() > 1 {
                            text.push(',');
                        }
                        text.push_str(&Value::String(key.clone()).to_string());
                        text.push(':');
                        let pointer = format!(
                            "{}/{}",
                            alert.path,
                            key.replace('~', "~0").replace('/', "~1")
                        );
                        match (value, self.get(&pointer)) {
                            (Value::Number(n), Some(as_sent)) => {
                                text.push_str(as_sent.get());
                                shown.push((n.to_string(), as_sent.get()));
                            }
                            _ => text.push_str(&value.to_string()),
                        }
                    }
                    text.push('}');
                    if shown.is_empty() {
                        continue;
                    }
                    (text, shown)
                }
                _ => continue,
            };
            let mut description = alert.description.clone();
            for (judged, sent) in &shown {
                description = description.replacen(judged.as_str(), sent, 1);
            }
            alert.description = description;
            alert.detected_as_sent = AsSent::new(text);
        }
    }
}

/// Finds the text of the values at the wanted pointers at and below `path`.
struct Walk<'w> {
    path: String,
    wanted: &'w [String],
    found: &'w mut Vec<(String, AsSent)>,
}

impl Walk<'_> {
    fn child(&mut self, step: &str) -> Walk<'_> {
        let mut path = self.path.clone();
        path.push('/');
        path.push_str(&step.replace('~', "~0").replace('/', "~1"));
        Walk {
            path,
            wanted: self.wanted,
            found: self.found,
        }
    }
}

impl<'de> DeserializeSeed<'de> for Walk<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        if self.wanted.binary_search(&self.path).is_ok() {
            let raw = <&serde_json::value::RawValue>::deserialize(deserializer)?;
            if let Some(text) = AsSent::new(raw.get().to_owned()) {
                self.found.push((self.path, text));
            }
            return Ok(());
        }
        let prefix = format!("{}/", self.path);
        let next = self
            .wanted
            .partition_point(|w| w.as_str() < prefix.as_str());
        if self
            .wanted
            .get(next)
            .is_some_and(|w| w.starts_with(&prefix))
        {
            deserializer.deserialize_any(self)
        } else {
            IgnoredAny::deserialize(deserializer).map(|_| ())
        }
    }
}

impl<'de> Visitor<'de> for Walk<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<(), E> {
        Ok(())
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<(), E> {
        Ok(())
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<(), E> {
        Ok(())
    }

    fn visit_str<E: de::Error>(self, _: &str) -> Result<(), E> {
        Ok(())
    }

    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(mut self, mut seq: A) -> Result<(), A::Error> {
        let mut index = 0usize;
        while seq
            .next_element_seed(self.child(&index.to_string()))?
            .is_some()
        {
            index += 1;
        }
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(mut self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            map.next_value_seed(self.child(&key))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)] // only decoded
    struct Inner {
        score: Option<f64>,
        name: String,
    }

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)] // only decoded
    struct Outer {
        count: u32,
        #[serde(default)]
        items: Vec<Inner>,
        #[serde(default)]
        inner: Option<Inner>,
        #[serde(default)]
        data: Option<serde_json::Value>,
    }

    const LIMITS: LimitsConfig = LimitsConfig {
        max_body_bytes: 10_000,
        max_depth: 5,
        max_array_items: 3,
        max_string_bytes: 10,
        max_transformations: 4,
        max_alerts: 10,
        stream_line_timeout_ms: 1000,
        stream_timeout_ms: 1000,
    };

    fn failure(body: &str) -> Option<Failure> {
        let tracker = Tracker::new(LIMITS);
        let mut de = serde_json::Deserializer::from_slice(body.as_bytes());
        match Outer::deserialize(tracker.wrap(&mut de)) {
            Ok(_) => None,
            Err(_) => tracker.failure(),
        }
    }

    fn at(body: &str) -> (String, String) {
        failure(body).map_or_else(|| ("ok".to_owned(), String::new()), |f| (f.path, f.message))
    }

    #[test]
    fn a_wrong_type_deep_in_an_array_is_named_by_its_pointer_in_json_words() {
        let (path, message) =
            at(r#"{"count": 1, "items": [{"name": "a"}, {"name": "b", "score": "x"}]}"#);
        assert_eq!(path, "/items/1/score");
        assert_eq!(message, "expected a number, found a string");
    }

    #[test]
    fn a_missing_field_points_where_it_belongs() {
        assert_eq!(at(r#"{"count": 1, "inner": {}}"#).0, "/inner/name");
        assert_eq!(at(r"{}").0, "/count");
    }

    #[test]
    fn an_integer_out_of_range_names_the_range_not_the_machine_type() {
        let (path, message) = at(r#"{"count": 5000000000}"#);
        assert_eq!(path, "/count");
        assert_eq!(
            message,
            "expected an integer from 0 to 4294967295, found the integer 5000000000"
        );
    }

    #[test]
    fn a_struct_sent_as_an_array_is_a_wrong_type() {
        let (path, message) = at(r#"{"count": 1, "inner": ["a", 0.5]}"#);
        assert_eq!(path, "/inner");
        assert_eq!(message, "expected an object, found an array");
    }

    #[test]
    fn keys_with_slashes_and_tildes_are_escaped_in_the_pointer() {
        let (path, _) = at(r#"{"count": 1, "data": {"a/b": {"c~d": "eleven chars"}}}"#);
        assert_eq!(path, "/data/a~1b/c~0d");
    }

    #[test]
    fn each_limit_is_enforced_with_its_pointer_even_in_ignored_fields() {
        let deep = failure(r#"{"count": 1, "x": [[[[[1]]]]]}"#);
        assert_eq!(deep.and_then(|f| f.breach), Some(Breach::TooDeep));
        let long = failure(r#"{"count": 1, "x": {"y": [1, 2, 3, 4]}}"#);
        assert_eq!(long.as_ref().map(|f| f.path.as_str()), Some("/x/y"));
        assert!(matches!(
            long.and_then(|f| f.breach),
            Some(Breach::TooLong(_))
        ));
        let string = failure(r#"{"count": 1, "data": ["eleven chars"]}"#);
        assert_eq!(string.map(|f| f.path), Some("/data/0".to_owned()));
        assert_eq!(
            failure(r#"{"count": 1, "items": [], "data": [[[1]]]}"#),
            None
        );
    }

    #[test]
    fn numbers_beyond_f64_become_a_readable_stand_in_of_the_same_length_outside_strings() {
        let body = br#"{"a": 1e400, "b": "1e400", "c": [-99e9999, 2.5], "d": 1e308}"#;
        let readable = within_f64(body).unwrap_or_default();
        assert_eq!(readable.len(), body.len());
        let value: serde_json::Value = serde_json::from_slice(&readable).unwrap_or_default();
        assert_eq!(value["a"], serde_json::json!(1e308));
        assert_eq!(value["b"], "1e400");
        assert_eq!(value["c"][0], serde_json::json!(-1e308));
        assert_eq!(within_f64(br#"{"a": 1e308, "b": "1e999"}"#), None);
    }

    #[test]
    fn the_text_as_sent_is_found_at_each_pointer_and_the_last_repeated_key_wins() {
        let body = br#"{"x": {"a/b": [1, 99999999999999999999999]}, "y": 5, "y": -1e400}"#;
        let numbers = NumbersAsSent::find(body, &["/x/a~1b/1".to_owned(), "/y".to_owned()]);
        assert_eq!(
            numbers.get("/x/a~1b/1").map(AsSent::get),
            Some("99999999999999999999999")
        );
        assert_eq!(numbers.get("/y").map(AsSent::get), Some("-1e400"));
        assert_eq!(numbers.get("/x"), None);
    }

    #[test]
    fn a_whole_number_beyond_the_64_bit_integers_is_noted_by_its_pointer() {
        let tracker = Tracker::new(LIMITS);
        let body = br#"{"count": 1, "data": {"n": [2, 99999999999999999999999, 1.5]}}"#;
        let mut de = serde_json::Deserializer::from_slice(body);
        assert!(Outer::deserialize(tracker.wrap(&mut de)).is_ok());
        assert_eq!(tracker.beyond(), vec!["/data/n/1".to_owned()]);
    }

    proptest! {
        /// Any bytes: the stand-ins keep the length and never panic.
        #[test]
        fn the_stand_in_pass_keeps_every_length(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
            if let Some(readable) = within_f64(&bytes) {
                prop_assert_eq!(readable.len(), bytes.len());
            }
            let _ = NumbersAsSent::find(&bytes, &["/a".to_owned()]);
        }

        /// Within the limits, the tracked decode reads exactly what serde_json reads.
        #[test]
        fn within_limits_the_decode_is_serde_jsons_own(
            value in proptest::collection::vec(
                prop_oneof![
                    any::<i64>().prop_map(serde_json::Value::from),
                    "[a-z/~é]{0,5}".prop_map(serde_json::Value::from),
                    any::<bool>().prop_map(serde_json::Value::from),
                ],
                0..3,
            )
        ) {
            let body = serde_json::json!({"count": 7, "data": {"k/~": value}}).to_string();
            let tracker = Tracker::new(LIMITS);
            let mut de = serde_json::Deserializer::from_slice(body.as_bytes());
            let tracked = serde_json::Value::deserialize(tracker.wrap(&mut de)).ok();
            prop_assert_eq!(tracked, serde_json::from_str::<serde_json::Value>(&body).ok());
        }

        /// Any bytes at all: a value or a failure, never a panic.
        #[test]
        fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
            let tracker = Tracker::new(LIMITS);
            let mut de = serde_json::Deserializer::from_slice(&bytes);
            let _ = Outer::deserialize(tracker.wrap(&mut de));
        }
    }
}
