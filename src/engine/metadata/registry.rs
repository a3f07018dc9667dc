//! The registry of real banks compiled into the binary: every lookup key of every institution in
//! `data/banks/registry.tsv` (national bank registries, the largest banks of every G20 country and
//! more; sources, versions and licences in `data/banks/README.md`), sorted, one per line, searched
//! by binary search. Nothing is built at start-up and nothing is allocated for it.
//!
//! A name has up to four keys, each its words run together (so `Sparkasse KölnBonn` and
//! `Sparkasse Köln Bonn` meet), after one fixed folding (accents, `ı`, `ł`, `ß`, `ae`/`oe`/`ue`
//! as `a`/`o`/`u` so `Zuercher` is `Zürcher`; `and`, `und`, `et`, `&` dropped):
//! - the whole name;
//! - the name without the legal forms and branch words at its ends (`Commerzbank
//!   Aktiengesellschaft` is `Commerzbank`, `PT Bank Central Asia Tbk` is `Bank Central Asia`);
//! - that without the word "bank" in any language (`First Republic Bank` is `First Republic`);
//! - its distinctive words: that, less generic banking words, small words and country names
//!   (`Sberbank of Russia PJSC` is `sberbank`), when at least three letters are left.
//!
//! A name is in the registry when one of its keys is one of the registry's keys. A name with a
//! placeholder or fictional-place word (`Example`, `Atlantis`) never is: the registry may hold an
//! institution of that name somewhere, but an LLM that writes it has almost surely made it up.

use crate::engine::text::names;

/// Every key of every registered institution, sorted by bytes, one per line, unique.
const KEYS: &str = include_str!("../../../data/banks/keys.txt");

/// Every word of three letters or more in a registered institution's name or in the name of a
/// town of 15,000 people or more in a country whose bank networks name members after places
/// (`data/banks/places.tsv`), folded, sorted, one per line, unique: the places a network member
/// may be named after.
const WORDS: &str = include_str!("../../../data/banks/words.txt");

/// Legal forms and branch words, as they normalise, stripped from both ends of a name.
const LEGAL_FORMS: &[&str] = &[
    "a",
    "ab",
    "abp",
    "ad",
    "ag",
    "akb",
    "akciova",
    "akcyjna",
    "aksjeselskap",
    "aktiebolag",
    "aktiengesellschaft",
    "aktieselskab",
    "allmennaksjeselskap",
    "alt",
    "anonim",
    "anonima",
    "anonyme",
    "ao",
    "as",
    "asa",
    "asc",
    "assn",
    "association",
    "azioni",
    "bc",
    "berhad",
    "bhd",
    "bm",
    "branch",
    "bsc",
    "bv",
    "ca",
    "cjsc",
    "co",
    "company",
    "coop",
    "cooperativa",
    "corp",
    "corporation",
    "cv",
    "cvba",
    "dd",
    "de",
    "doo",
    "ead",
    "eg",
    "egen",
    "ehf",
    "en",
    "enr",
    "filiale",
    "fsb",
    "genmbh",
    "girozentrale",
    "gmbh",
    "hf",
    "inc",
    "incorporated",
    "joint",
    "jsc",
    "jscb",
    "kabushiki",
    "kaisha",
    "kft",
    "kg",
    "kgaa",
    "kk",
    "kpsc",
    "ksc",
    "kscp",
    "liability",
    "limitada",
    "limited",
    "limitee",
    "llc",
    "llp",
    "lp",
    "ltd",
    "ltda",
    "ltee",
    "mbh",
    "mfb",
    "na",
    "naamloze",
    "niederlassung",
    "nv",
    "nyrt",
    "oao",
    "oddzial",
    "ojsc",
    "oo",
    "ooo",
    "oy",
    "oyj",
    "pao",
    "pat",
    "pbc",
    "pcl",
    "per",
    "persero",
    "perseroan",
    "pjsc",
    "plc",
    "pobocka",
    "prat",
    "private",
    "psc",
    "pt",
    "pte",
    "pty",
    "publ",
    "public",
    "pvt",
    "qpsc",
    "qsc",
    "reggenmbh",
    "rl",
    "rt",
    "s",
    "sa",
    "saa",
    "sab",
    "sac",
    "saci",
    "sae",
    "saeca",
    "saic",
    "sal",
    "saoc",
    "saog",
    "sapi",
    "sarl",
    "sas",
    "sau",
    "sc",
    "sca",
    "scarl",
    "scc",
    "sccl",
    "scpa",
    "scrl",
    "sdn",
    "se",
    "sendirian",
    "sha",
    "shpk",
    "sirketi",
    "sl",
    "soc",
    "sociedad",
    "sociedade",
    "societa",
    "societe",
    "sofom",
    "sp",
    "spa",
    "spc",
    "spol",
    "spolecnost",
    "spolka",
    "srl",
    "sro",
    "ssb",
    "stock",
    "succursale",
    "sucursal",
    "tas",
    "tbk",
    "terbatas",
    "tmcp",
    "tov",
    "ua",
    "uab",
    "vennootschap",
    "wa",
    "wll",
    "z",
    "zao",
    "zoo",
    "zrt",
    "zweigniederlassung",
];

/// The word "bank" in the languages of the registry, dropped for the fourth key: `First Republic
/// Bank` is also `First Republic`.
const BANK_WORDS: &[&str] = &[
    "banca",
    "banco",
    "bangko",
    "bank",
    "banka",
    "bankas",
    "bankasi",
    "banken",
    "banki",
    "banking",
    "bankos",
    "banky",
    "banque",
    "benki",
    "bonk",
    "bonki",
    "eunhaeng",
    "ginko",
    "ginkou",
    "masraf",
    "pank",
    "pankki",
    "trapeza",
    "yinhang",
    "բանկ",
    "בנק",
    "بانك",
    "بنك",
    "بینک",
    "مصرف",
    "बैंक",
    "বযাংক",
    "வஙகி",
    "බැංකුව",
    "ბანკი",
    "ባንክ",
    "ធនាគារ",
];

/// Words that say "a bank", a line of banking business or join words, dropped anywhere for the
/// distinctive key: `Santander Consumer Finance` is Santander, `HSBC Private Bank` HSBC.
const GENERIC_WORDS: &[&str] = &[
    "ahorro",
    "ahorros",
    "al",
    "asset",
    "assets",
    "association",
    "banca",
    "bancgroup",
    "banco",
    "bancompany",
    "bancorp",
    "bancorporation",
    "bancshares",
    "bancsystem",
    "bank",
    "banka",
    "bankas",
    "bankasi",
    "bankcorp",
    "banken",
    "banki",
    "banking",
    "bankos",
    "banks",
    "bankshares",
    "banque",
    "building",
    "business",
    "caisse",
    "caixa",
    "caja",
    "card",
    "cards",
    "cassa",
    "comercial",
    "comerciala",
    "comercio",
    "commercial",
    "commerciale",
    "consumer",
    "cooperative",
    "corporate",
    "credit",
    "credito",
    "cu",
    "da",
    "das",
    "dei",
    "del",
    "della",
    "depargne",
    "der",
    "des",
    "di",
    "die",
    "direct",
    "district",
    "do",
    "dos",
    "du",
    "el",
    "epargne",
    "estalvis",
    "eunhaeng",
    "fcu",
    "federal",
    "finance",
    "financial",
    "first",
    "for",
    "ginko",
    "ginkou",
    "girozentrale",
    "group",
    "groupe",
    "grupo",
    "gruppe",
    "gruppo",
    "holding",
    "holdings",
    "investment",
    "investments",
    "katilim",
    "la",
    "le",
    "leasing",
    "les",
    "loan",
    "loans",
    "los",
    "management",
    "markets",
    "masraf",
    "mfb",
    "microfinance",
    "mobile",
    "mortgage",
    "mortgages",
    "national",
    "of",
    "online",
    "pank",
    "pankki",
    "prevoyance",
    "private",
    "retail",
    "risparmio",
    "savings",
    "securities",
    "services",
    "society",
    "system",
    "the",
    "tis",
    "tmcp",
    "trapeza",
    "trust",
    "union",
    "van",
    "von",
    "wealth",
    "yinhang",
];

/// Country, nationality and region names (English and local spellings), dropped anywhere for the
/// distinctive key: `Sberbank of Russia` is Sberbank, `Nedbank South Africa` Nedbank.
const REGION_WORDS: &[&str] = &[
    "afghan",
    "afghanistan",
    "albania",
    "albanian",
    "algeria",
    "algerian",
    "american",
    "andorra",
    "angola",
    "antigua",
    "argentina",
    "argentine",
    "argentinian",
    "armenia",
    "armenian",
    "aruba",
    "australia",
    "australian",
    "austria",
    "austrian",
    "azerbaijan",
    "bahamas",
    "bahrain",
    "bangladesh",
    "barbados",
    "belarus",
    "belgian",
    "belgique",
    "belgium",
    "belize",
    "benin",
    "bermuda",
    "bhutan",
    "bolivia",
    "bosnia",
    "botswana",
    "brasil",
    "brazil",
    "brazilian",
    "britain",
    "british",
    "brunei",
    "bulgaria",
    "bulgarian",
    "burkina",
    "burundi",
    "cambodia",
    "cameroon",
    "canada",
    "canadian",
    "cayman",
    "chad",
    "chile",
    "chilean",
    "china",
    "chinese",
    "colombia",
    "colombian",
    "comoros",
    "congo",
    "croatia",
    "croatian",
    "cuba",
    "curacao",
    "cyprus",
    "czech",
    "czechia",
    "danish",
    "danmark",
    "denmark",
    "deutschland",
    "djibouti",
    "dominica",
    "dominican",
    "dutch",
    "east",
    "ecuador",
    "eesti",
    "egypt",
    "egyptian",
    "ellada",
    "ellados",
    "emirates",
    "emirati",
    "england",
    "eritrea",
    "espana",
    "espanola",
    "estonia",
    "eswatini",
    "ethiopia",
    "ethiopian",
    "fiji",
    "filipino",
    "finland",
    "finnish",
    "france",
    "french",
    "gabon",
    "gambia",
    "gb",
    "georgia",
    "german",
    "germany",
    "ghana",
    "ghanaian",
    "gibraltar",
    "global",
    "greece",
    "greek",
    "grenada",
    "guatemala",
    "guinea",
    "guyana",
    "haiti",
    "hellas",
    "hellenic",
    "honduras",
    "hong",
    "hongkong",
    "hrvatska",
    "hungarian",
    "hungary",
    "iceland",
    "india",
    "indian",
    "indonesia",
    "indonesian",
    "international",
    "intl",
    "iran",
    "iranian",
    "iraq",
    "iraqi",
    "ireland",
    "irish",
    "islands",
    "israel",
    "israeli",
    "italia",
    "italian",
    "italiana",
    "italy",
    "jamaica",
    "jamaican",
    "japan",
    "japanese",
    "jersey",
    "jordan",
    "jordanian",
    "kazakhstan",
    "kenya",
    "kenyan",
    "kong",
    "korea",
    "korean",
    "kosovo",
    "kuwait",
    "kuwaiti",
    "kyrgyzstan",
    "lanka",
    "laos",
    "latvia",
    "latvija",
    "lebanese",
    "lebanon",
    "lesotho",
    "liberia",
    "libya",
    "liechtenstein",
    "lietuva",
    "lithuania",
    "luxembourg",
    "macao",
    "macau",
    "madagascar",
    "magyar",
    "malawi",
    "malaysia",
    "malaysian",
    "maldives",
    "mali",
    "malta",
    "mauritania",
    "mauritius",
    "mexican",
    "mexico",
    "moldova",
    "monaco",
    "mongolia",
    "montenegro",
    "moroccan",
    "morocco",
    "mozambique",
    "myanmar",
    "namibia",
    "nederland",
    "nepal",
    "netherlands",
    "new",
    "nicaragua",
    "niger",
    "nigeria",
    "nigerian",
    "nippon",
    "norge",
    "north",
    "norway",
    "norwegian",
    "nz",
    "oman",
    "omani",
    "osterreich",
    "pakistan",
    "pakistani",
    "palestine",
    "panama",
    "paraguay",
    "peru",
    "peruvian",
    "philippines",
    "poland",
    "polish",
    "polska",
    "portugal",
    "portuguese",
    "qatar",
    "qatari",
    "romania",
    "romanian",
    "rossii",
    "rossiya",
    "rossiyskiy",
    "russia",
    "russian",
    "rwanda",
    "rwandan",
    "salvador",
    "samoa",
    "saudi",
    "schweiz",
    "scotland",
    "scottish",
    "senegal",
    "serbia",
    "serbian",
    "seychelles",
    "sierra",
    "singapore",
    "singaporean",
    "slovakia",
    "slovenia",
    "slovenija",
    "somalia",
    "south",
    "spain",
    "spanish",
    "srbija",
    "sri",
    "sudan",
    "suisse",
    "suomi",
    "suriname",
    "sverige",
    "svizzera",
    "sweden",
    "swedish",
    "swiss",
    "switzerland",
    "syria",
    "taiwan",
    "taiwanese",
    "tajikistan",
    "tanzania",
    "thai",
    "thailand",
    "tobago",
    "togo",
    "tonga",
    "trinidad",
    "tunisia",
    "tunisian",
    "turkey",
    "turkish",
    "turkiye",
    "turkmenistan",
    "uae",
    "uganda",
    "ugandan",
    "uk",
    "ukraina",
    "ukraine",
    "ukrainian",
    "ukrainy",
    "uruguay",
    "us",
    "usa",
    "uzbekistan",
    "vanuatu",
    "venezuela",
    "vietnam",
    "vietnamese",
    "wales",
    "welsh",
    "west",
    "yemen",
    "zambia",
    "zambian",
    "zealand",
    "zhongguo",
    "zimbabwe",
];

/// Words no real bank is named after in everyday use: placeholders and fictional places. A name
/// holding one is never found in the registry (configured and request banks still are).
pub const FICTIONAL_WORDS: &[&str] = &[
    "acme",
    "agartha",
    "agrabah",
    "airstrip",
    "arendelle",
    "arrakis",
    "asgard",
    "asgardian",
    "atlantean",
    "atlantis",
    "avalon",
    "azeroth",
    "bikini",
    "bogus",
    "braavos",
    "brigadoon",
    "camelot",
    "cockaigne",
    "coruscant",
    "cyberdyne",
    "demo",
    "diagon",
    "duckburg",
    "dummy",
    "dunder",
    "eastasia",
    "elbonia",
    "endor",
    "erebor",
    "example",
    "fake",
    "fictional",
    "fictitious",
    "foo",
    "foobar",
    "generic",
    "genovia",
    "globex",
    "gondor",
    "gotham",
    "gringotts",
    "hobbiton",
    "hogsmeade",
    "hogwarts",
    "hooli",
    "hoth",
    "hyrule",
    "imaginary",
    "initech",
    "invented",
    "ipsum",
    "isengard",
    "krypton",
    "lannister",
    "latveria",
    "lilliput",
    "lorem",
    "lothlorien",
    "lyonesse",
    "madeup",
    "metropolis",
    "mifflin",
    "mirkwood",
    "mock",
    "mordor",
    "naboo",
    "narnia",
    "neverland",
    "neverwhere",
    "nonexistent",
    "nowhere",
    "oz",
    "panem",
    "phony",
    "placeholder",
    "qux",
    "rivendell",
    "ruritania",
    "ruritanian",
    "sample",
    "scrooge",
    "shambhala",
    "shangri",
    "smallville",
    "sokovia",
    "sunnydale",
    "tatooine",
    "test",
    "themyscira",
    "tirith",
    "utopia",
    "vandelay",
    "wakanda",
    "wakandan",
    "westeros",
    "weyland",
    "wonderland",
    "wonka",
    "xanadu",
    "xyz",
    "yutani",
    "zamunda",
    "zenda",
    "zerzura",
    "zootopia",
];

/// Abbreviations written out before keying: `Digital Federal CU` is `Digital Federal Credit
/// Union`, `First Natl Bk` is `First National Bank`; `Saint` and `Sankt` are keyed as their
/// usual abbreviation `St`.
const ABBREVIATIONS: &[(&str, &[&str])] = &[
    ("bk", &["bank"]),
    ("cu", &["credit", "union"]),
    ("fcu", &["federal", "credit", "union"]),
    ("fed", &["federal"]),
    ("intl", &["international"]),
    ("natl", &["national"]),
    ("saint", &["st"]),
    ("sankt", &["st"]),
    ("sav", &["savings"]),
    ("svgs", &["savings"]),
];

/// Small words left out of the initials an abbreviation is made of (`Bank of the Philippine
/// Islands` is `BPI`).
const SMALL_WORDS: &[&str] = &[
    "da", "de", "del", "des", "di", "do", "du", "for", "la", "le", "of",
];

/// Connectors dropped from every key: `Bendigo and Adelaide` is `Bendigo & Adelaide`.
const CONNECTORS: &[&str] = &["and", "und", "et", "y", "e", "the"];

/// The Latin spelling of a Cyrillic or Greek letter as bank names are usually transliterated
/// (`Сбербанк` is `sberbank`, `Εθνική Τράπεζα` is `ethniki trapeza`), if `c` is one; the hard and
/// soft signs are spelled as nothing. `й` arrives as `и` (normalising drops its breve).
fn transliterate(c: char) -> Option<&'static str> {
    Some(match c {
        'а' | 'α' => "a",
        'б' => "b",
        'в' | 'β' => "v",
        'г' | 'ґ' | 'γ' => "g",
        'д' | 'δ' => "d",
        'е' | 'ё' | 'э' | 'ε' => "e",
        'є' => "ye",
        'ж' => "zh",
        'з' | 'ζ' => "z",
        'и' | 'і' | 'ї' | 'η' | 'ι' => "i",
        'к' | 'κ' => "k",
        'л' | 'λ' => "l",
        'м' | 'μ' => "m",
        'н' | 'ν' => "n",
        'о' | 'ο' | 'ω' => "o",
        'п' | 'π' => "p",
        'р' | 'ρ' => "r",
        'с' | 'σ' | 'ς' => "s",
        'т' | 'τ' => "t",
        'у' => "u",
        'ф' | 'φ' => "f",
        'х' => "kh",
        'ц' => "ts",
        'ч' => "ch",
        'ш' => "sh",
        'щ' => "shch",
        'ъ' | 'ь' => "",
        'ы' | 'υ' => "y",
        'ю' => "yu",
        'я' => "ya",
        'θ' => "th",
        'ξ' => "x",
        'χ' => "ch",
        'ψ' => "ps",
        // Serbian and Macedonian, as their Latin alphabets write them (accents aside).
        'ј' => "j",
        'љ' => "lj",
        'њ' => "nj",
        'ћ' => "c",
        'ђ' => "d",
        'џ' | 'ѕ' => "dz",
        // Kazakh, Kyrgyz, Uzbek, Tajik and Mongolian, as their Latin alphabets write them.
        'ә' => "a",
        'ғ' => "g",
        'қ' => "q",
        'ң' => "n",
        'ө' => "o",
        'ү' | 'ұ' => "u",
        'һ' | 'ҳ' => "h",
        'ҷ' => "j",
        _ => return None,
    })
}

/// The fixed folding of one normalised word: letters without a decomposition spelled the way
/// people type them, Cyrillic and Greek transliterated, and German umlauts written out (`ue`)
/// read as the bare vowel. Linear in the word.
fn fold_word(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    let mut chars = word.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(latin) = transliterate(c) {
            out.push_str(latin);
            continue;
        }
        match c {
            'ı' => out.push('i'),
            'ł' => out.push('l'),
            'ø' => out.push('o'),
            'đ' | 'ð' => out.push('d'),
            'ħ' => out.push('h'),
            'ß' => out.push_str("ss"),
            'æ' => out.push('a'),
            'œ' => out.push('o'),
            'þ' => out.push_str("th"),
            // Arabic letters written two ways (Persian and Arabic yeh and kaf, alef maqsura,
            // teh marbuta as heh), as bank names are typed either way.
            'ى' | 'ی' => out.push('ي'),
            'ک' => out.push('ك'),
            'ة' => out.push('ه'),
            'a' | 'o' | 'u' if chars.peek() == Some(&'e') => {
                out.push(c);
                chars.next();
            }
            _ => out.push(c),
        }
    }
    out
}

/// The word "bank" where scripts without spaces join it to the name: a suffix in Chinese,
/// Japanese, Korean and Burmese (`みずほ銀行` is `みずほ`), a prefix in Thai and Lao
/// (`ธนาคารกรุงเทพ`).
/// Hangul arrives decomposed into its letters (normalising is NFKD), so `은행` is spelled so.
const BANK_SUFFIXES: &[&str] = &[
    "銀行",
    "银行",
    "\u{110B}\u{1173}\u{11AB}\u{1112}\u{1162}\u{11BC}",
    // Burmese, both spellings, without the asat (a combining mark, dropped by normalising).
    "ဗဏ",
    "ဘဏ",
];
const BANK_PREFIXES: &[&str] = &["ທະນາຄານ", "ธนาคาร"];

/// `key` without a joined-on word "bank" (see [`BANK_SUFFIXES`]), when two letters or more are
/// left. Linear in the key.
fn without_bank_affix(key: &str) -> &str {
    let stripped = BANK_SUFFIXES
        .iter()
        .find_map(|s| key.strip_suffix(s))
        .or_else(|| BANK_PREFIXES.iter().find_map(|p| key.strip_prefix(p)));
    match stripped {
        Some(rest) if rest.chars().count() >= 2 => rest,
        _ => key,
    }
}

/// The keys of one bank name, at most four, distinct, in the order whole name, without legal
/// forms, that without the word "bank", distinctive words; none for a name without letters or
/// digits. Linear in the name.
#[must_use]
pub fn keys(name: &str) -> Vec<String> {
    let normalized = names::normalize(name);
    // Each word as normalised (for the word lists) and folded (for the keys).
    let mut words: Vec<(&str, String)> = Vec::with_capacity(8);
    for w in normalized
        .split(' ')
        .filter(|w| !w.is_empty() && !CONNECTORS.contains(w))
    {
        match ABBREVIATIONS.iter().find(|(short, _)| *short == w) {
            Some((_, long)) => words.extend(long.iter().map(|w| (*w, fold_word(w)))),
            None => words.push((w, fold_word(w))),
        }
    }
    let words = joined_bank_words(words);
    // The folded form is searched only when it differs: most words fold to themselves.
    let in_list = |list: &[&str], (raw, folded): &(&str, String)| {
        list.binary_search(raw).is_ok()
            || (folded != raw && list.binary_search(&folded.as_str()).is_ok())
    };
    let mut keys: Vec<String> = Vec::with_capacity(4);
    let mut push = |key: String| {
        if !key.is_empty() && !keys.contains(&key) {
            keys.push(key);
        }
    };
    let join = |words: &[(&str, String)]| words.iter().map(|(_, f)| f.as_str()).collect::<String>();
    push(join(&words));
    let is_legal = |w: &(&str, String)| in_list(LEGAL_FORMS, w);
    let start = words
        .iter()
        .position(|w| !is_legal(w))
        .unwrap_or(words.len());
    let end = words
        .iter()
        .rposition(|w| !is_legal(w))
        .map_or(start, |i| i + 1);
    let base = words.get(start..end.max(start)).unwrap_or_default();
    push(join(base));
    let without_bank: Vec<(&str, String)> = base
        .iter()
        .filter(|w| !in_list(BANK_WORDS, w))
        .cloned()
        .collect();
    let joined = join(&without_bank);
    let unaffixed = without_bank_affix(&joined);
    if without_bank.len() < base.len() || unaffixed.len() < joined.len() {
        push(unaffixed.to_owned());
    }
    let distinctive: String = base
        .iter()
        .filter(|w| !in_list(GENERIC_WORDS, w) && !in_list(REGION_WORDS, w) && !is_legal(w))
        .map(|(_, f)| f.as_str())
        .collect();
    if distinctive.chars().count() >= 3 {
        push(distinctive);
    }
    keys
}

/// The word "bank" written as two words, as Vietnamese writes it (`Ngân hàng`), read as one word
/// `bank`: `Ngân hàng Vietcombank` is `Vietcombank` without the word "bank".
const TWO_WORD_BANK: (&str, &str) = ("ngan", "hang");

/// `words` with every [`TWO_WORD_BANK`] pair made the one word `bank`. Linear in the words.
fn joined_bank_words(words: Vec<(&str, String)>) -> Vec<(&str, String)> {
    let mut out: Vec<(&str, String)> = Vec::with_capacity(words.len());
    for word in words {
        if word.1 == TWO_WORD_BANK.1 && out.last().is_some_and(|(_, f)| f == TWO_WORD_BANK.0) {
            out.pop();
            out.push(("bank", "bank".to_owned()));
        } else {
            out.push(word);
        }
    }
    out
}

/// The keys the registry holds for one registered name: its [`keys`] and, for a name ending in
/// `of` and one to three more words (a place, mostly: `Third Federal Savings and Loan Association
/// of Cleveland`), the whole and legal-form-free keys of the part before `of`, when that part has
/// a distinctive word of its own. Only registered names get these: a name looked up keeps its
/// place, so `Bank of Zorthra` never becomes `Bank`. Linear in the name.
#[must_use]
pub fn registry_keys(name: &str) -> Vec<String> {
    let mut all = keys(name);
    let normalized = names::normalize(name);
    let words: Vec<&str> = normalized.split(' ').filter(|w| !w.is_empty()).collect();
    if let Some(of) = words.iter().rposition(|w| *w == "of") {
        let head = words.get(..of).unwrap_or_default().join(" ");
        if (1..=3).contains(&(words.len() - of - 1)) && has_distinctive_word(&head) {
            for key in keys(&head).into_iter().take(2) {
                if !all.contains(&key) {
                    all.push(key);
                }
            }
        }
    }
    all
}

/// Whether `name` has at least three letters in words that are not generic banking words,
/// places, legal forms or the word "bank". Linear in the name.
fn has_distinctive_word(name: &str) -> bool {
    let lists = [GENERIC_WORDS, REGION_WORDS, LEGAL_FORMS, BANK_WORDS];
    names::normalize(name)
        .split(' ')
        .filter(|w| !w.is_empty() && !CONNECTORS.contains(w))
        .map(|w| (w, fold_word(w)))
        .filter(|(raw, folded)| {
            !lists.iter().any(|list| {
                list.binary_search(raw).is_ok() || list.binary_search(&folded.as_str()).is_ok()
            })
        })
        .map(|(_, folded)| folded.chars().count())
        .sum::<usize>()
        >= 3
}

/// The words of a normalised name without the legal forms and branch words at its ends.
fn base_words(normalized: &str) -> Vec<&str> {
    let words: Vec<&str> = normalized.split(' ').filter(|w| !w.is_empty()).collect();
    let is_legal = |w: &&str| {
        LEGAL_FORMS.binary_search(w).is_ok()
            || LEGAL_FORMS.binary_search(&fold_word(w).as_str()).is_ok()
    };
    let start = words
        .iter()
        .position(|w| !is_legal(w))
        .unwrap_or(words.len());
    let end = words
        .iter()
        .rposition(|w| !is_legal(w))
        .map_or(start, |i| i + 1);
    words
        .get(start..end.max(start))
        .unwrap_or_default()
        .to_vec()
}

/// `name` normalised, without the legal forms and branch words at its ends (`HDFC Bank Ltd` is
/// `hdfc bank`), as it would stand in a normalised text. Linear in the name.
#[must_use]
pub fn base_name(name: &str) -> String {
    base_words(&names::normalize(name)).join(" ")
}

/// Brands of cooperative and savings-bank networks whose hundreds of regional members are named
/// brand + place (`Raiffeisenbank Salzburg`, `Crédit Agricole Aquitaine`, `BCC di Roma`), as
/// normalised words, first at the start of a name.
const NETWORK_PREFIXES: &[&[&str]] = &[
    &["banca", "di", "credito", "cooperativo"],
    &["banca", "popolare"],
    &["bank", "spoldzielczy"],
    &["banque", "populaire"],
    &["bcc"],
    &["caisse", "depargne"],
    &["caisse", "desjardins"],
    &["caixa"],
    &["caja", "rural"],
    &["cassa", "di", "risparmio"],
    &["cic"],
    &["credit", "agricole"],
    &["credit", "mutuel"],
    &["kreissparkasse"],
    &["landesbank"],
    &["psd", "bank"],
    &["raiffeisen"],
    &["raiffeisenbank"],
    &["saastopankki"],
    &["sparbanken"],
    &["sparda", "bank"],
    &["sparebank", "1"],
    &["sparebanken"],
    &["sparekassen"],
    &["sparkasse"],
    &["stadtsparkasse"],
    &["volksbank"],
    &["vr", "bank"],
];

/// The same networks' brands where they end a name (`Berliner Volksbank`, `Thurgauer
/// Kantonalbank`, `Kyoto Shinkin Bank`).
const NETWORK_SUFFIXES: &[&[&str]] = &[
    &["gramin", "bank"],
    &["kantonalbank"],
    &["raiffeisenbank"],
    &["rural", "commercial", "bank"],
    &["shinkin"],
    &["shinkin", "bank"],
    &["sparkasse"],
    &["volksbank"],
];

/// Whether `name` is a network brand with one to four more words (a place, mostly) before or
/// after it: a regional member of a cooperative or savings-bank network. Linear in the name.
fn is_network_member(name: &str) -> bool {
    let normalized = names::normalize(name);
    let words = base_words(&normalized);
    // The words besides the brand must be words of registered names (places, mostly), so that
    // a brand before an invented word is not a member.
    let known_words = |rest: &[&str]| {
        (1..=4).contains(&rest.len())
            && rest.iter().all(|w| {
                let folded = fold_word(w);
                folded.chars().count() < 3
                    || GENERIC_WORDS.binary_search(w).is_ok()
                    || has_line(WORDS, &folded)
            })
    };
    NETWORK_PREFIXES.iter().any(|brand| {
        words.starts_with(brand) && known_words(words.get(brand.len()..).unwrap_or_default())
    }) || NETWORK_SUFFIXES.iter().any(|brand| {
        words.ends_with(brand)
            && known_words(
                words
                    .get(..words.len().saturating_sub(brand.len()))
                    .unwrap_or_default(),
            )
    })
}

/// The words of `name` that [`WORDS`] would hold: folded, three letters or more. Linear in the
/// name.
#[must_use]
pub fn registry_words(name: &str) -> Vec<String> {
    names::normalize(name)
        .split(' ')
        .map(fold_word)
        .filter(|w| w.chars().count() >= 3)
        .collect()
}

/// Fictional places and companies written as two words, each of which is an ordinary word a real
/// bank may hold (`Middle East Bank`, `Black Earth State Bank`, `Bedford Federal Savings Bank`):
/// the pair says the name is made up.
const FICTIONAL_PAIRS: &[(&str, &str)] = &[
    ("bedford", "falls"),
    ("coast", "city"),
    ("emerald", "city"),
    ("hill", "valley"),
    ("middle", "earth"),
    ("minas", "tirith"),
    ("never", "land"),
    ("shangri", "la"),
    ("stark", "industries"),
    ("umbrella", "corporation"),
    ("wayne", "enterprises"),
];

/// Whether `name` holds a placeholder or fictional-place word, or one of the [`FICTIONAL_PAIRS`]
/// (`Bank of Middle Earth`), or is lettered like a textbook example: the word "bank" followed
/// only by lone letters, legal forms and small words (`Bank A`, `Bank of X`; a letter before it is
/// a real brand's, as in `K Bank` or `A-Bank`). Linear in the name.
#[must_use]
pub fn is_fictional(name: &str) -> bool {
    let normalized = names::normalize(name);
    let mut previous = "";
    // The lone letters after a leading word "bank", while nothing else of its own follows.
    let mut lettered: Option<usize> = None;
    let mut first = true;
    let named = normalized.split(' ').filter(|w| !w.is_empty()).any(|w| {
        let pair = (previous, w);
        previous = w;
        let is_bank = BANK_WORDS.binary_search(&w).is_ok();
        lettered = if first {
            is_bank.then_some(0)
        } else if w.len() == 1 && w.bytes().all(|b| b.is_ascii_alphabetic()) {
            lettered.map(|n| n + 1)
        } else if LEGAL_FORMS.binary_search(&w).is_ok()
            || SMALL_WORDS.binary_search(&w).is_ok()
            || CONNECTORS.contains(&w)
        {
            lettered
        } else {
            None
        };
        first = false;
        FICTIONAL_WORDS.binary_search(&w).is_ok() || FICTIONAL_PAIRS.contains(&pair)
    });
    named || lettered.is_some_and(|n| n > 0)
}

/// Whether `key` is one of the registry's keys: a binary search over the sorted lines, in
/// O(log n) comparisons of short keys.
#[must_use]
pub fn has_key(key: &str) -> bool {
    has_line(KEYS, key)
}

/// Whether `line` is a line of the sorted, newline-separated `lines`, by binary search.
fn has_line(lines: &str, key: &str) -> bool {
    let bytes = lines.as_bytes();
    let (mut low, mut high) = (0, bytes.len());
    while low < high {
        let mid = low + (high - low) / 2;
        // The line holding byte `mid`: back to the newline before it, on to the one after.
        let start = bytes
            .get(low..mid)
            .and_then(|b| memchr::memrchr(b'\n', b))
            .map_or(low, |i| low + i + 1);
        let end = bytes
            .get(mid..high)
            .and_then(|b| memchr::memchr(b'\n', b))
            .map_or(high, |i| mid + i);
        let line = bytes.get(start..end).unwrap_or_default();
        match line.cmp(key.as_bytes()) {
            std::cmp::Ordering::Equal => return true,
            std::cmp::Ordering::Less => low = end + 1,
            std::cmp::Ordering::Greater => high = start,
        }
    }
    false
}

/// Whether `name` is a registered institution: one of its keys is a registry key, or it is a
/// regional member of a cooperative or savings-bank network; and it holds no placeholder or
/// fictional-place word.
#[must_use]
pub fn contains(name: &str) -> bool {
    // No registered name has more than 22 words; a longer text is not looked up, which keeps a
    // hostile 1 MB "name" to one linear pass.
    if names::normalize(name)
        .split(' ')
        .nth(MAX_NAME_WORDS)
        .is_some()
    {
        return false;
    }
    // The fallback forms below often try the same words again (a letterhead core and the full
    // name beside a short form): each form's keys are built and searched once per lookup.
    let tried: std::cell::RefCell<Vec<(String, bool)>> = std::cell::RefCell::new(Vec::new());
    let found = |name: &str| {
        if let Some((_, hit)) = tried.borrow().iter().find(|(form, _)| form == name) {
            return *hit;
        }
        let hit = keys(name).iter().any(|k| has_key(k));
        tried.borrow_mut().push((name.to_owned(), hit));
        hit
    };
    let looked_up =
        |name: &str| found(name) || is_network_member(name) || is_abbreviated_pair(name, found);
    let registered = |name: &str| {
        looked_up(name)
            || letterhead_cores(name)
                .iter()
                .any(|core| has_own_word(core) && looked_up(core))
            || is_registered_pair(name, found)
    };
    !is_fictional(name)
        && (registered(name) || south_slavic_latin(name).is_some_and(|latin| registered(&latin)))
}

/// A Cyrillic `name` spelled as Serbian, Macedonian and Bosnian Latin write it, accents aside
/// (`Поштанска штедионица` is `postanska stedionica`, where the Russian-style folding of
/// [`transliterate`] spells `ш`, `ч`, `ц`, `ж`, `х` as `sh`, `ch`, `ts`, `zh`, `kh`); `None` for a
/// name without Cyrillic letters. Linear in the name.
fn south_slavic_latin(name: &str) -> Option<String> {
    if !name.chars().any(|c| ('\u{400}'..='\u{4FF}').contains(&c)) {
        return None;
    }
    let mut out = String::with_capacity(name.len());
    for c in name.chars().flat_map(char::to_lowercase) {
        match c {
            'ш' => out.push('s'),
            'ч' | 'ц' => out.push('c'),
            'ж' => out.push('z'),
            'х' => out.push('h'),
            'щ' => out.push_str("st"),
            _ => match transliterate(c) {
                Some(latin) => out.push_str(latin),
                None => out.push(c),
            },
        }
    }
    Some(out)
}

/// Whether `name` is two registered names side by side, the first of one or two words: an
/// operator before its brand (`Safaricom M-PESA`), a group before its bank. Both parts need a
/// word of their own, so `Chase Zorthra` and `National Bank Zorthra` stay unknown. Linear in the
/// name.
fn is_registered_pair(name: &str, found: impl Fn(&str) -> bool) -> bool {
    let normalized = names::normalize(name);
    let words: Vec<&str> = normalized.split(' ').filter(|w| !w.is_empty()).collect();
    (1..=2).any(|split| {
        let (Some(head), Some(tail)) = (words.get(..split), words.get(split..)) else {
            return false;
        };
        let (head, tail) = (head.join(" "), tail.join(" "));
        !tail.is_empty()
            && has_own_word(&head)
            && has_own_word(&tail)
            && found(&head)
            && found(&tail)
    })
}

/// Words that announce a registration, licence or branch number on a letterhead (`ABN`, `Reg No`,
/// `RC`, `NMLS`, `Company Number`, `Oddział`), dropped before the number with it.
const REGISTRATION_WORDS: &[&str] = &[
    "abn",
    "acn",
    "afsl",
    "agence",
    "agencia",
    "bic",
    "brn",
    "cin",
    "cnpj",
    "company",
    "cr",
    "crn",
    "cuit",
    "ein",
    "fdic",
    "filial",
    "gst",
    "gstin",
    "id",
    "kvk",
    "licence",
    "license",
    "member",
    "nit",
    "nmls",
    "no",
    "npwp",
    "nr",
    "number",
    "numero",
    "oddzial",
    "rc",
    "rcs",
    "reg",
    "registered",
    "registration",
    "rfc",
    "ruc",
    "rut",
    "siren",
    "siret",
    "swift",
    "tax",
    "tin",
    "uen",
    "vat",
];

/// Words that say which office of a bank a letterhead names, dropped at the end of a name with
/// the places before them (`HDFC Bank Ltd Mumbai Head Office`), and the deposit-insurance and
/// regulator memberships a US letterhead ends with (`Member FDIC`).
const OFFICE_WORDS: &[&str] = &[
    "branch",
    "fdic",
    "finra",
    "head",
    "headquarters",
    "hq",
    "main",
    "member",
    "ncua",
    "office",
    "sipc",
];

/// The shorter names a letterhead-style `name` may stand for, besides itself: without its
/// parenthesised parts (`Bangor Savings Bank (Maine)`), the part before its first comma or dash
/// (`Exchange Bank, Santa Rosa`, `BRB - Banco de Brasília`), the brand before `by` or `from`
/// (`E*TRADE from Morgan Stanley`), without a web domain's ending (`Enpara.com`), without a
/// leading `The`, and without up to three trailing words that are places or office words
/// (`Zenith Bank Plc Lagos`, `TD Bank USA`, `Bank of Clarke County`). Each keeps the name's own
/// first words, so a real place or parent after an invented brand never makes it known; a
/// trailing word is only dropped when the registry holds it (a word of a registered name or a
/// town) and it is not a banking word, so `Zorthra National Bank` keeps its shape. Linear in the
/// name.
fn letterhead_cores(name: &str) -> Vec<String> {
    let mut cores: Vec<String> = Vec::new();
    let whole = names::normalize(name);
    let mut push = |core: &str| {
        let core = core.trim();
        if !core.is_empty() && names::normalize(core) != whole && !cores.iter().any(|c| c == core) {
            cores.push(core.to_owned());
        }
    };
    // Without every parenthesised or bracketed part.
    let mut depth = 0usize;
    let unbracketed: String = name
        .chars()
        .filter(|c| match c {
            '(' | '[' => {
                depth += 1;
                false
            }
            ')' | ']' => {
                depth = depth.saturating_sub(1);
                false
            }
            _ => depth == 0,
        })
        .collect();
    push(&unbracketed);
    // The part before the first comma, or before a spaced dash or bar.
    let first = [",", " - ", " – ", " — ", " | "]
        .iter()
        .filter_map(|sep| unbracketed.find(sep))
        .min()
        .map_or(unbracketed.as_str(), |i| {
            unbracketed.get(..i).unwrap_or_default()
        });
    push(first);
    // A web domain's ending (`.com`, `.co.uk`): a dot, two or three letters, once or twice.
    let trimmed = first.trim_end();
    let mut end = trimmed.len();
    for _ in 0..2 {
        let Some(dot) = trimmed.get(..end).and_then(|t| t.rfind('.')) else {
            break;
        };
        let tld = trimmed.get(dot + 1..end).unwrap_or_default();
        if !(2..=3).contains(&tld.len()) || !tld.bytes().all(|b| b.is_ascii_alphabetic()) {
            break;
        }
        end = dot;
        if !trimmed
            .get(..end)
            .is_some_and(|t| t.ends_with(|c: char| c.is_ascii_alphanumeric()))
        {
            break;
        }
        push(trimmed.get(..end).unwrap_or_default());
    }
    // On the words: the brand before `by` or `from`, without a leading `The`, without trailing
    // places and office words.
    let normalized = names::normalize(first);
    let mut words: Vec<&str> = normalized.split(' ').filter(|w| !w.is_empty()).collect();
    // A registration or branch number and what follows it (`Nedbank Limited Reg No 1951/000009/06`,
    // `Westpac Banking Corporation ABN 33 007 457 141`, `PKO Bank Polski SA Oddział 1 w
    // Warszawie`), with the words that announce the number.
    if let Some(i) = words
        .iter()
        .position(|w| w.bytes().any(|b| b.is_ascii_digit()))
        .filter(|i| *i > 0)
    {
        words.truncate(i);
        while words.len() > 1
            && words
                .last()
                .is_some_and(|w| REGISTRATION_WORDS.binary_search(w).is_ok())
        {
            words.pop();
        }
        push(&words.join(" "));
    }
    if let Some(i) = words.iter().position(|w| *w == "by" || *w == "from") {
        if i > 0 {
            push(&words.get(..i).unwrap_or_default().join(" "));
        }
    }
    if words.first() == Some(&"the") {
        words.remove(0);
        push(&words.join(" "));
    }
    let droppable = |w: &str| {
        let folded = fold_word(w);
        OFFICE_WORDS.binary_search(&w).is_ok()
            || (GENERIC_WORDS.binary_search(&w).is_err()
                && BANK_WORDS.binary_search(&folded.as_str()).is_err()
                && LEGAL_FORMS.binary_search(&w).is_err()
                && has_line(WORDS, &folded))
    };
    for dropped in 1..=3 {
        let Some(kept) = words.len().checked_sub(dropped).filter(|k| *k > 0) else {
            break;
        };
        if !words.get(kept).is_some_and(|w| droppable(w)) {
            break;
        }
        push(&words.get(..kept).unwrap_or_default().join(" "));
    }
    cores
}

/// Whether `name` has a word of its own: one that is not a generic banking word, a legal form,
/// a connector or the word "bank" (a place counts), so that a shortened name is never only
/// `National Bank`. Linear in the name.
fn has_own_word(name: &str) -> bool {
    let lists = [GENERIC_WORDS, LEGAL_FORMS, BANK_WORDS];
    names::normalize(name)
        .split(' ')
        .filter(|w| !w.is_empty() && !CONNECTORS.contains(w))
        .any(|w| {
            let folded = fold_word(w);
            !lists.iter().any(|list| {
                list.binary_search(&w).is_ok() || list.binary_search(&folded.as_str()).is_ok()
            })
        })
}

/// The most words a name looked up in the registry may have.
const MAX_NAME_WORDS: usize = 32;

/// Whether `name` is a short form beside the full name it abbreviates, before or after it
/// (`SBI State Bank of India`, `Bank Negara Indonesia BNI`), and the full name is `found`. The
/// short form must be the initials of the full name (small words aside) or `found` itself. A
/// registered short form of three letters or more beside the words it is the initials of is found
/// too, the full name unregistered (`MCB Muslim Commercial Bank`, registered as `MCB Bank`).
/// Linear in the name.
fn is_abbreviated_pair(name: &str, found: impl Fn(&str) -> bool) -> bool {
    let normalized = names::normalize(name);
    let words = base_words(&normalized);
    let (Some(first), Some(last)) = (words.first(), words.last()) else {
        return false;
    };
    if words.len() < 3 {
        return false;
    }
    let abbreviates = |short: &str, full: &[&str]| {
        let initials: String = full
            .iter()
            .filter(|w| !CONNECTORS.contains(w) && !SMALL_WORDS.contains(w))
            .filter_map(|w| w.chars().next())
            .collect();
        (2..=6).contains(&short.len())
            && short.bytes().all(|b| b.is_ascii_alphanumeric())
            && ((initials == short || has_key(short)) && found(&full.join(" "))
                || initials == short && short.len() >= 3 && has_key(short))
    };
    abbreviates(first, words.get(1..).unwrap_or_default())
        || abbreviates(last, words.get(..words.len() - 1).unwrap_or_default())
}

/// The acronym a well-known bank's name is written as (`Commercial Bank of Ethiopia` is `cbe`,
/// `Crédit Populaire d'Algérie` `cpa`, `Emirates NBD` `enbd`): the first letter of each word, a
/// capitalised short form (`NBD`) whole, small words, connectors, legal forms, lone letters
/// (`d'`) and, beside a short form, the word "bank" aside; `None` unless two words or more make three to six letters. Only the hand-written
/// list of the largest banks gets these keys (a bank's acronym is in common use when the bank is
/// well known). Linear in the name.
#[must_use]
pub fn acronym(name: &str) -> Option<String> {
    let is_short_form =
        |word: &str| (2..=4).contains(&word.len()) && word.bytes().all(|b| b.is_ascii_uppercase());
    let words_of = || {
        name.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
    };
    // Beside a short form the word "bank" is not one of its letters: `KB Bank` is `KB`.
    let has_short_form = words_of().any(is_short_form);
    let mut out = String::new();
    let mut words = 0;
    for word in words_of() {
        let normalized = names::normalize(word);
        let folded = fold_word(&normalized);
        if folded.chars().count() < 2
            || CONNECTORS.contains(&folded.as_str())
            || SMALL_WORDS.contains(&folded.as_str())
            || LEGAL_FORMS.contains(&folded.as_str())
            || has_short_form && BANK_WORDS.contains(&folded.as_str())
        {
            continue;
        }
        if is_short_form(word) {
            out.push_str(&folded);
        } else {
            out.extend(folded.chars().next());
        }
        words += 1;
    }
    (words >= 2 && (3..=6).contains(&out.len()) && out.bytes().all(|b| b.is_ascii_alphanumeric()))
        .then_some(out)
}

/// How many keys the registry holds.
#[must_use]
pub fn key_count() -> usize {
    KEYS.lines().count()
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_word_lists_are_sorted_for_binary_search() {
        for list in [
            LEGAL_FORMS,
            GENERIC_WORDS,
            REGION_WORDS,
            FICTIONAL_WORDS,
            BANK_WORDS,
            SMALL_WORDS,
            OFFICE_WORDS,
            REGISTRATION_WORDS,
        ] {
            assert!(list.windows(2).all(|w| w[0] < w[1]));
        }
    }

    #[test]
    fn legal_forms_at_either_end_are_dropped_and_words_run_together() {
        assert_eq!(
            keys("Commerzbank Aktiengesellschaft"),
            vec!["commerzbankaktiengesellschaft", "commerzbank"]
        );
        assert_eq!(
            keys("PT Bank Central Asia Tbk"),
            vec!["ptbankcentralasiatbk", "bankcentralasia", "centralasia"]
        );
        assert_eq!(keys("Sberbank of Russia PJSC").last().unwrap(), "sberbank");
        assert_eq!(keys("Sparkasse Köln Bonn"), keys("Sparkasse KölnBonn"));
        // Legal forms written out in the national language, and the usual abbreviations.
        assert_eq!(
            keys("PKO Bank Polski Spółka Akcyjna")[1],
            keys("PKO Bank Polski")[0]
        );
        assert_eq!(keys("Banco Pichincha C.A.")[1], keys("Banco Pichincha")[0]);
        assert_eq!(keys("First Natl Bk"), keys("First National Bank"));
        assert!(keys("").is_empty());
    }

    #[test]
    fn accents_dotless_i_and_written_out_umlauts_fold_alike() {
        assert_eq!(
            keys("Türkiye İş Bankası A.Ş.")[1],
            keys("Turkiye Is Bankasi")[0]
        );
        assert_eq!(keys("Zuercher Kantonalbank"), keys("Zürcher Kantonalbank"));
        assert_eq!(
            keys("Bendigo & Adelaide Bank"),
            keys("Bendigo and Adelaide Bank")
        );
    }

    #[test]
    fn cyrillic_and_greek_names_fold_to_their_usual_latin_spelling() {
        assert_eq!(keys("Сбербанк")[0], keys("Sberbank")[0]);
        assert_eq!(keys("Газпромбанк")[0], keys("Gazprombank")[0]);
        assert_eq!(keys("Εθνική Τράπεζα")[0], keys("Ethniki Trapeza")[0]);
        // "Банк" and "Τράπεζα" are the word "bank": dropped for the distinctive key.
        assert_eq!(keys("Банк ВТБ").last().unwrap(), "vtb");
        assert_eq!(keys("Τράπεζα Πειραιώς").last().unwrap(), "peiraios");
    }

    #[test]
    fn a_registered_name_ending_in_of_and_a_place_is_also_found_without_it() {
        let registered = registry_keys("Third Federal Savings and Loan Association of Cleveland");
        assert!(registered.contains(&keys("Third Federal Savings and Loan")[0]));
        // Only a part with a distinctive word of its own is kept: `Bank of America` is never
        // `Bank`, and a name looked up keeps its place.
        assert_eq!(registry_keys("Bank of America"), keys("Bank of America"));
        assert!(!keys("Bank of Zorthra").contains(&"bank".to_owned()));
    }

    #[test]
    fn the_compiled_keys_are_sorted_unique_and_normalised() {
        let lines: Vec<&str> = KEYS.lines().collect();
        assert!(lines.len() > 40_000, "{}", lines.len());
        assert!(lines.windows(2).all(|w| w[0] < w[1]));
        assert!(lines.iter().all(|l| !l.is_empty() && !l.contains(' ')));
    }

    #[test]
    fn every_registry_name_is_found_by_its_own_keys() {
        // Every 7th name: the whole file costs seconds in a debug build.
        let registry = include_str!("../../../data/banks/registry.tsv");
        for line in registry.lines().step_by(7) {
            let name = line.split('\t').nth(1).unwrap();
            for key in keys(name) {
                assert!(has_key(&key), "{name}: {key}");
            }
        }
    }

    #[test]
    fn a_network_brand_before_a_real_place_is_a_member_and_before_an_invented_one_is_not() {
        assert!(contains("Raiffeisenbank Salzburg"));
        assert!(contains("Crédit Agricole Aquitaine"));
        // A town of the network's countries is a place even when no registered name holds it.
        assert!(has_line(WORDS, "levis") && contains("Caisse Desjardins de Lévis"));
        assert!(!contains("Raiffeisenbank Zorthra"));
        assert!(!contains("Volksbank Quelmun Baxdri"));
    }

    #[test]
    fn invented_words_in_common_bank_name_patterns_are_not_found() {
        // Made-up place names (none on the fictional list) in the usual shapes of a bank name:
        // none may match a registered institution on a generic word.
        let syllables = [
            "zor", "vel", "ka", "thra", "mun", "dri", "os", "quel", "bax", "ren",
        ];
        let shapes = [
            "Bank of {}",
            "{} National Bank",
            "First {} Bank",
            "{} Savings Bank",
            "Royal Bank of {}",
            "{} Credit Union",
            "{} Trust Company",
            "Commercial Bank of {}",
            "{} Federal Credit Union",
            "Banco de {}",
            "{} Sparkasse",
            "Volksbank {}",
        ];
        let mut found = Vec::new();
        for a in syllables {
            for b in syllables {
                let word = format!("{a}{b}");
                let word = word[..1].to_uppercase() + &word[1..];
                found.extend(
                    shapes
                        .iter()
                        .map(|s| s.replace("{}", &word))
                        .filter(|n| contains(n)),
                );
            }
        }
        assert!(found.len() <= 12, "{} of 1200: {found:?}", found.len());
    }

    #[test]
    fn a_registered_short_form_beside_the_words_it_abbreviates_is_found() {
        // Both `MCB` and, since the card issuers' list, `Muslim Commercial Bank` are registered;
        // the pair is found either way.
        assert!(has_key("mcb"));
        assert!(contains("MCB Muslim Commercial Bank"));
        assert!(contains("Muslim Commercial Bank (MCB)"));
        // Not initials of the words beside it, or not registered: unknown.
        assert!(!contains("MCB Zorthra Quelmun Bank"));
        assert!(!has_key("zqb") && !contains("ZQB Zorthra Quelmun Bank"));
    }

    #[test]
    fn a_short_form_beside_the_full_name_it_abbreviates_is_found() {
        assert!(contains("SBI State Bank of India"));
        assert!(contains("Bank of the Philippine Islands BPI"));
        assert!(!contains("XQZ State Bank of India"));
        assert!(!contains("SBI State Bank of Zorthra"));
    }

    #[test]
    fn a_real_bank_written_as_a_letterhead_is_found() {
        for name in [
            "HDFC Bank Ltd, Mumbai",
            "Zenith Bank Plc Lagos",
            "Commerzbank AG (Frankfurt am Main)",
            "The Commerzbank",
            "Sberbank Head Office",
            "TD Bank USA",
            "Hello bank! by BNP Paribas",
            "Enpara.com",
            "BRB - Banco de Brasília",
        ] {
            assert!(contains(name), "{name}");
        }
    }

    #[test]
    fn a_registration_or_branch_number_after_a_real_name_is_dropped() {
        for name in [
            "Nedbank Limited Reg No 1951/000009/06",
            "Westpac Banking Corporation ABN 33 007 457 141",
            "PKO Bank Polski SA Oddział 1 w Warszawie",
            "HDFC Bank Ltd Mumbai 400013",
            "Fifth Third Bank Member FDIC",
        ] {
            assert!(contains(name), "{name}");
        }
        for name in [
            "Zorthra Bank Reg No 12345",
            "Bank of Quelmun ABN 33 007 457 141",
            "Quelmun Savings Bank Member FDIC",
        ] {
            assert!(!contains(name), "{name}");
        }
    }

    #[test]
    fn an_invented_bank_written_as_a_letterhead_is_not_found() {
        for name in [
            "Zorthra Bank (Frankfurt am Main)",
            "National Bank (Zorthra)",
            "Commercial Bank, Velquel",
            "Zorthra National Bank",
            "Bank of Zorthra County",
            "Zorthra.com",
            "Velquel Bank by Zorthra",
            "First Velquel Bank - Main Branch",
        ] {
            assert!(!contains(name), "{name}");
        }
    }

    #[test]
    fn an_operator_before_its_brand_is_found_and_before_an_invented_word_is_not() {
        assert!(contains("Safaricom M-PESA"));
        assert!(!contains("Safaricom Zorthra"));
        assert!(!contains("Zorthra M-PESA"));
        assert!(!contains("National Zorthra"));
    }

    #[test]
    fn the_word_bank_in_other_scripts_is_dropped_like_bank() {
        // Joined on, as Chinese, Japanese, Korean and Thai write it.
        for (with_bank, brand) in [
            ("みずほ銀行", "みずほ"),
            ("中国建设银行", "中国建设"),
            ("신한은행", "신한"),
            ("ธนาคารกรุงเทพ", "กรุงเทพ"),
        ] {
            assert!(keys(with_bank).contains(&keys(brand)[0]), "{with_bank}");
        }
        assert!(!keys("银行").iter().any(String::is_empty));
        // A word of its own in Arabic, Persian and Hebrew; Persian and Arabic letters alike.
        for (with_bank, brand) in [
            ("مصرف الراجحي", "الراجحي"),
            ("بنك الراجحي", "الراجحي"),
            ("בנק לאומי", "לאומי"),
        ] {
            assert!(keys(with_bank).contains(&keys(brand)[0]), "{with_bank}");
        }
        assert_eq!(keys("بانک ملی"), keys("بانك ملي"));
    }

    #[test]
    fn serbian_macedonian_and_central_asian_cyrillic_fold_to_their_latin_alphabets() {
        assert_eq!(keys("Љубљанска Његова")[0], keys("Ljubljanska Njegova")[0]);
        assert_eq!(
            keys("Ўзсаноатқурилишбанк")[0],
            keys("Uzsanoatqurilishbank")[0]
        );
        assert_eq!(keys("Қазақстан")[0], keys("Qazaqstan")[0]);
        // Serbian Cyrillic is also looked up as Serbian Latin writes it (`ш` is `š`, not `sh`).
        assert_eq!(
            south_slavic_latin("Банка Поштанска штедионица").as_deref(),
            Some("banka postanska stedionica")
        );
        assert!(contains("Банка Поштанска штедионица"));
        assert_eq!(
            keys(&south_slavic_latin("Комерцијална банка").unwrap())[0],
            keys("Komercijalna banka")[0]
        );
        assert!(south_slavic_latin("Banka Poštanska štedionica").is_none());
        assert!(!contains("Банка Зортхра"));
    }

    #[test]
    fn the_word_bank_in_south_and_south_east_asian_scripts_is_dropped() {
        for (with_bank, brand) in [
            ("ကမ္ဘောဇဗဏ်", "ကမ္ဘောဇ"),
            ("ທະນາຄານການຄ້າ", "ການຄ້າ"),
            ("সোনালী ব্যাংক", "সোনালী"),
            ("ලංකා බැංකුව", "ලංකා"),
            ("नबिल बैंक", "नबिल"),
            ("საქართველოს ბანკი", "საქართველოს"),
            ("Ngân hàng Vietcombank", "Vietcombank"),
            ("የኢትዮጵያ ንግድ ባንክ", "የኢትዮጵያ ንግድ"),
        ] {
            assert!(keys(with_bank).contains(&keys(brand)[0]), "{with_bank}");
        }
    }

    #[test]
    fn saint_and_sankt_are_keyed_as_st() {
        assert_eq!(keys("Bank Saint Petersburg"), keys("Bank St. Petersburg"));
        assert_eq!(keys("Sankt Galler Bank"), keys("St. Galler Bank"));
    }

    #[test]
    fn a_text_longer_than_any_bank_name_is_not_looked_up() {
        assert!(contains(&"Zenith Bank ".repeat(16)) == has_key(&"zenithbank".repeat(16)));
        assert!(!contains(&"Zenith Bank ".repeat(17)));
    }

    #[test]
    fn real_names_are_found_and_fictional_ones_are_not() {
        for name in [
            "Commerzbank",
            "Sberbank",
            "HDFC Bank Ltd",
            "Turkiye Is Bankasi",
        ] {
            assert!(contains(name), "{name}");
        }
        for name in ["Bank of Wakanda", "Example Bank", "Royal Bank of Atlantis"] {
            assert!(!contains(name), "{name}");
        }
    }

    #[test]
    fn a_well_known_bank_is_keyed_by_its_acronym() {
        assert_eq!(
            acronym("Commercial Bank of Ethiopia").as_deref(),
            Some("cbe")
        );
        assert_eq!(
            acronym("Crédit Populaire d'Algérie").as_deref(),
            Some("cpa")
        );
        assert_eq!(acronym("Emirates NBD").as_deref(), Some("enbd"));
        assert_eq!(acronym("State Bank of India Ltd").as_deref(), Some("sbi"));
        // One word, or too few or too many letters: no acronym.
        assert_eq!(acronym("Sberbank"), None);
        assert_eq!(acronym("KB Bank"), None);
        assert_eq!(
            acronym("Agricultural Cooperative Savings Trust Development Bank of Lagos"),
            None
        );
        assert!(contains("CBE") && contains("ENBD"));
    }

    #[test]
    fn few_invented_acronyms_are_found() {
        // Every three-letter `XYZ Bank` of 16 letters (4,096 names): an acronym is a real bank's
        // only when a registered name or the largest banks' acronyms give it. Measured 2026-11-25:
        // 249 found before the card issuers, 304 with them, 468 (11.4 %) with the largest banks'
        // acronyms; this holds the share at 12 % (QUALITY.md, "Banks": the price of `CBE`).
        let letters = b"abcdegjklmnpqtvz";
        let mut found = 0_usize;
        for &a in letters {
            for &b in letters {
                for &c in letters {
                    let name = String::from_utf8(vec![a, b, c])
                        .unwrap_or_default()
                        .to_uppercase()
                        + " Bank";
                    found += usize::from(contains(&name));
                }
            }
        }
        assert!(found * 100 <= 4096 * 12, "{found} of 4096");
    }

    #[test]
    fn a_fictional_place_written_as_two_words_is_not_found() {
        // `Earth` is a word of a real bank (`Black Earth State Bank`) and `Middle` a key
        // (`Middle East Bank`): only the joined form says the place is made up.
        for name in [
            "Bank of Middle Earth",
            "Middle-earth Savings Bank",
            "Shangri La Federal Credit Union",
            "Never Land Trust Bank",
            "Bank of Bedford Falls",
            "Stark Industries Bank",
            "Hill Valley Savings Bank",
        ] {
            assert!(is_fictional(name) && !contains(name), "{name}");
        }
        for name in [
            "Middle East Bank",
            "Bank of East Asia",
            "Black Earth State Bank",
        ] {
            assert!(!is_fictional(name) && contains(name), "{name}");
        }
    }

    #[test]
    fn a_bank_lettered_like_a_textbook_example_is_not_found() {
        for name in ["Bank A", "Bank B", "Bank of X", "Bank C plc"] {
            assert!(is_fictional(name) && !contains(name), "{name}");
        }
        // A lone letter beside a word of the bank's own is a real name's initial, and one
        // before the word "bank" a real brand's.
        for name in [
            "Bank J. Safra Sarasin",
            "J.P. Morgan Chase Bank",
            "Saxo Bank A/S",
            "K Bank",
            "A-Bank",
            "I&M Bank",
        ] {
            assert!(!is_fictional(name), "{name}");
        }
    }

    proptest! {
        #[test]
        fn looking_up_any_name_never_panics(name in "\\PC{0,60}") {
            let _ = contains(&name);
            prop_assert!(keys(&name).len() <= 4);
        }

        #[test]
        fn a_letterhead_core_is_never_longer_than_the_name(name in "[\\PC(),.\\-|]{0,60}") {
            let whole = names::normalize(&name).len();
            for core in letterhead_cores(&name) {
                prop_assert!(names::normalize(&core).len() <= whole);
            }
        }

        #[test]
        fn a_key_is_found_exactly_when_it_is_a_line(line in prop::sample::select(KEYS.lines().collect::<Vec<_>>()), extra in "[a-z]{0,2}") {
            prop_assert!(has_key(line));
            let other = format!("{line}{extra}");
            prop_assert_eq!(has_key(&other), KEYS.lines().any(|l| l == other));
        }
    }
}
