"""Blind held-out data for issue #18 (`/verify-citations`), set N, written 2026-11-30.

Written as data only by a helper who did not read the rules' code, the Rust tests, QUALITY.md,
BENCHMARKS.md, README.md or the answers of the other corpus files, did not build verity and did not
run it on this file, and ran no git command at all (see the blind_n section of BLIND.md).
PASSAGES_N are our own wording of public pages read through the search tool; CASES_N are
(passage index, "ok"|"bad", kind, question, answer[, [further passage indexes]]).
Run `python3 make_blind_n.py` to write blind_n.jsonl.
"""

PASSAGES_N = [
    # 0 Carrington Event
    "On the morning of 1 September 1859 the English astronomer Richard Carrington was sketching a "
    "group of sunspots from his private observatory at Redhill in Surrey when, at 11:18, two "
    "patches of intensely bright white light flared up over them. He ran to fetch a witness, and "
    "about five minutes later the light had gone; another observer, Richard Hodgson, saw the "
    "same outburst independently. It was the first solar flare ever recorded, and the cloud of "
    "charged particles it threw out reached Earth only about 17.6 hours later, where such clouds "
    "usually take several days. Auroras were then seen as far south as Cuba, Jamaica and Hawaii, and "
    "in Boston they were bright enough to read a newspaper by at one in the morning. Telegraph "
    "systems across Europe and North America failed, operators received electric shocks, and sparks "
    "set telegraph paper alight. On the American Telegraph line between Boston and Portland, Maine, "
    "operators disconnected their batteries and kept sending messages for about two hours on the "
    "auroral current alone.",
    # 1 Emu War
    "The Emu War was a military operation against emus in the Campion district of the Wheatbelt of "
    "Western Australia in late 1932. Many farmers there were former soldiers given land after the "
    "First World War, and from 1929 they were urged to grow more wheat "
    "as prices kept falling. When as many as 20,000 emus arrived after their breeding "
    "season and spoiled the crops, a deputation of settlers asked the Minister of Defence, Sir George "
    "Pearce, for machine guns. Major G. P. W. Meredith of the Seventh Heavy Battery of the Royal "
    "Australian Artillery was sent with two soldiers, two Lewis guns and 10,000 rounds, and a Fox "
    "Movietone cameraman filmed the campaign. Shooting began on 2 November, but the birds "
    "scattered into small groups, and at an ambush by a dam on 4 November a gun jammed after only "
    "twelve had been killed. The troops were withdrawn on 8 November, returned on 13 November and "
    "stayed until 10 December, by which time Meredith reported 986 confirmed kills.",
    # 2 Nellie Bly's trip around the world
    "Nellie Bly was the pen name of the American journalist Elizabeth Jane Cochrane, who in 1888 "
    "proposed to her editor at Joseph Pulitzer's New York World that she turn Jules Verne's 1873 "
    "novel Around the World in Eighty Days into fact. A year later, at 9:40 a.m. on 14 November "
    "1889, she left Hoboken, New Jersey, aboard the Augusta Victoria, a steamer of the Hamburg "
    "America Line, aiming to finish in 75 days. She took one small bag and carried most of her "
    "money, £200 in English notes and gold, in a bag tied around her neck. In France she met Verne "
    "himself at Amiens, and she went on by way of Brindisi, the Suez Canal, Colombo, Penang, "
    "Singapore, Hong Kong and Japan. Cosmopolitan sent its own reporter, Elizabeth Bisland, round "
    "the world the other way, but Bly did not learn of the race until she reached Hong Kong. Bly was "
    "back in New York on 25 January 1890, after 72 days, 6 hours, 11 minutes and 14 seconds.",
    # 3 Kakapo
    "The kākāpō (Strigops habroptilus), also called the owl parrot, is a large, nocturnal, "
    "ground-dwelling parrot found only in New Zealand, described by the English zoologist George "
    "Robert Gray in 1845. It is the world's only flightless parrot and also its heaviest: adult "
    "males weigh about 1.5 to 3 kilograms and females 0.95 to 1.6 kilograms, and birds grow up to "
    "64 cm long. It may be among the longest-lived of all birds, with a reported lifespan of up to "
    "100 years. Cats, rats, ferrets and stoats brought by settlers almost wiped it out, and in 1995, "
    "when the Kakapo Recovery Programme began, only 51 birds were left. Every bird is now named and "
    "tagged and kept on predator-free islands such as Whenua Hou, also called Codfish Island, and "
    "Anchor Island, and by 2020 the known adult population had climbed to 209. The birds breed only "
    "in years when the rimu trees fruit heavily, which on Whenua Hou happened just three times in "
    "one ten-year stretch.",
    # 4 The Arnolfini Portrait
    "The Arnolfini Portrait is an oil painting on an oak panel by the Early Netherlandish painter Jan "
    "van Eyck, signed and dated 1434 and measuring about 82.2 by 60 cm. It shows an Italian "
    "merchant, usually identified as Giovanni di Nicolao Arnolfini of Lucca, and a woman standing in "
    "a room of a house, probably in Bruges. On the back wall, between the chandelier and a convex "
    "mirror, van Eyck wrote in Latin \"Johannes de eyck fuit hic 1434\", that is, \"Jan van Eyck was "
    "here 1434\". The mirror shows the couple from behind and two figures in the doorway, one of whom "
    "may be the painter himself. The woman is not pregnant but is holding up "
    "the full skirt that was fashionable at the time. The sitters were long taken to be Giovanni di "
    "Arrigo Arnolfini and Giovanna Cenami, until it was shown in 1997 that those two married only in "
    "1447, six years after van Eyck's death. The National Gallery in London bought the painting in "
    "1842.",
    # 5 Skara Brae
    "Skara Brae is a stone-built Neolithic village on the Bay of Skaill in the parish of Sandwick, "
    "on the west coast of Mainland, the largest island of Orkney in Scotland. In the winter of 1850 "
    "a severe storm, together with an exceptionally high tide, stripped the grass from a large mound "
    "then known as Skerrabra and exposed the outlines of stone houses. The local laird, William Watt "
    "of Skaill, began digging, and four houses had been uncovered when the work was abandoned in "
    "1868. Another storm damaged the site in 1925, after which it was studied by the archaeologist "
    "V. Gordon Childe. The village has ten clustered houses of flagstone, with stone hearths, beds "
    "and cupboards and a simple drain in each, joined by low covered passages. It was lived in from "
    "roughly 3180 BC to about 2500 BC, so it is older than Stonehenge and the Great Pyramids, and "
    "since 1999 it has been part of the Heart of Neolithic Orkney World Heritage Site.",
    # 6 The Crystal Palace
    "The Crystal Palace was a cast-iron and plate-glass building put up in Hyde Park, London, to "
    "house the Great Exhibition of 1851, which ran from 1 May to 15 October that year. Designed by "
    "Joseph Paxton, it was 1,851 feet (564 m) long with an interior height of 128 feet, three times "
    "the size of St Paul's Cathedral, and it was completed in thirty-nine weeks. Its 60,000 panes of "
    "glass were made by Chance Brothers, and more than 14,000 exhibitors showed their goods in its "
    "990,000 square feet of floor space. The name is thought to come from the playwright Douglas "
    "Jerrold, who wrote of a \"palace of very crystal\" in Punch in July 1850. After the exhibition "
    "the building was taken down and rebuilt in enlarged form on Penge Common next to Sydenham Hill "
    "in south London, where it opened in June 1854. It stood there until it was destroyed by fire on "
    "30 November 1936.",
    # 7 The Dead Sea Scrolls
    "The first Dead Sea Scrolls were found in a cave in the cliffs near Qumran, on the north-western "
    "shore of the Dead Sea, by Bedouin shepherds of the Ta'amireh tribe in late 1946 or early 1947. "
    "The best-known account credits Muhammed edh-Dhib, a teenage goatherd nicknamed \"the Wolf\", who "
    "threw a stone into a cave while looking for a stray goat and heard pottery break; his cousin "
    "Jum'a Muhammed and Khalil Musa were with him. Inside tall clay jars with bowl-shaped lids they "
    "found ancient scrolls wrapped in linen, among them the Great Isaiah Scroll. Scholars located "
    "that first cave only about two years later, and ten more caves with scrolls were found by 1956. "
    "The collection now counts some 972 manuscripts, mostly on parchment but some on papyrus and one "
    "on copper, written in Hebrew, Aramaic, Greek and Nabataean. About 40 per cent of them are "
    "copies of books of the Hebrew Bible.",
    # 8 The Voynich manuscript
    "The Voynich manuscript is an illustrated codex written in an unknown script that no one has yet "
    "deciphered. Its vellum has been radiocarbon-dated to the early 15th century, between 1404 and "
    "1438, and it may have been made in northern Italy. It is named after Wilfrid Voynich, a Polish "
    "book dealer who bought it in 1912. About 240 pages survive of an estimated 272, most of them "
    "with drawings of plants, stars or bathing figures, and some are fold-out sheets. The earliest "
    "record of it is a letter found inside its covers, written in 1665 or 1666, and its earlier "
    "owners are thought to include the Holy Roman Emperor Rudolf II. Codebreakers from both world "
    "wars tried and failed to read it. In 1969 the book dealer Hans P. Kraus gave it to Yale "
    "University's Beinecke Rare Book and Manuscript Library, where it is catalogued as MS 408.",
    # 9 The Great Stink
    "The Great Stink struck central London in July and August 1858, when hot weather made the "
    "untreated human waste and industrial effluent on the banks of the River Thames smell "
    "unbearably. The city's ageing sewers emptied straight into the river, and three outbreaks of "
    "cholera before 1858 had been blamed on its foul air. The stench pushed the authorities to "
    "accept a plan by the civil engineer Joseph Bazalgette to carry the sewage eastwards through "
    "interconnecting sewers to outfalls beyond the built-up area. Work on the Northern and Southern "
    "Outfall Sewers began early in 1859 and went on until 1875, with pumping stations lifting "
    "sewage from lower levels into higher pipes. Two of the most ornate, Abbey Mills at Stratford "
    "and Crossness on the Erith Marshes, were designed with the consultant engineer Charles Driver. "
    "The scheme also gave London three embankments, the Victoria, Chelsea and Albert, in which the "
    "sewers run, and it brought the city's cholera outbreaks to an end.",
    # 10 The dancing plague of 1518
    "The dancing plague of 1518 broke out in Strasbourg, then a city on the western edge of the Holy "
    "Roman Empire and now in France. In mid-July a woman named Frau Troffea stepped into the street "
    "and began to dance without music, and she kept going for four or even six days. Within a week "
    "34 others had joined her, and by the end of August one chronicler put the number of dancers at "
    "400. Local physicians blamed \"hot blood\" and prescribed more dancing, so the authorities "
    "cleared two guildhalls and the grain market, built a stage and hired musicians. Later accounts "
    "claim that at its peak some 15 people a day danced themselves to death, though the chronicles "
    "give no reliable total. At the end of August the remaining dancers were taken to a shrine of St "
    "Vitus to be cured, and by early September the outbreak had died away.",
    # 11 Lunora UB2 heated underblanket (invented product, real clauses)
    "The Lunora UB2 is a double-size heated underblanket with two controllers, one for each side, "
    "and three heat settings. At the start of each winter, check the blanket, cord, controllers and "
    "plug for worn fabric, exposed wires or scorch marks, then lay it flat, run it on setting 3 for "
    "15 minutes while you watch it, and feel for hot spots. Fit it flat on top of the mattress with "
    "the ties provided; never use pins, and never switch it on while it is folded, creased or wet. "
    "The UB2 is only for warming the bed: switch it off and unplug it before you get in. Do not use "
    "it for an infant, for anyone who cannot feel heat or for anyone with incontinence, and never "
    "use it with a hot-water bottle. Have it checked by a qualified electrician every three years "
    "and replace it after ten years, and store it loosely rolled, never tightly folded.",
    # 12 Caldra AF55 air fryer (invented product, real clauses)
    "The Caldra AF55 is a 5.5-litre air fryer rated at 1,700 watts, with a temperature range of 80 "
    "to 200 °C and a 60-minute timer. Stand it on a flat, stable, heat-resistant surface with at "
    "least 10 cm of clear space on every side, never against a wall or under a wall cupboard. Plug "
    "it straight into a wall socket and do not use an extension lead. For the best results, preheat "
    "the empty fryer for about 3 minutes, and shake or turn the food halfway through cooking. Never "
    "fill the basket above the MAX mark, because food that touches the heating element can burn, "
    "and never pour oil into the basket: a light spray on fresh food is enough, and frozen chips "
    "need none. The fryer switches itself off when the timer ends, but do not leave it unattended "
    "while it is cooking.",
    # 13 Pawbridge Dog Day Care terms (invented company, real clauses)
    "These terms apply to every dog that attends Pawbridge Dog Day Care. All dogs must be fully "
    "vaccinated, including against kennel cough, and you must show us the certificates again each "
    "year. Male dogs over one year old must be neutered, and females cannot attend while they are in "
    "season. Every new dog must pass a free temperament assessment, which stays valid for six "
    "months, and its first month of attendance is a probationary period. A dog that has had "
    "coughing, vomiting or diarrhoea cannot attend until it has been clear for 48 hours. Fees are "
    "paid weekly in advance, and if you cancel a booked day with less than 24 hours' notice the full "
    "day's fee of £28 is still due. Any vet bills for your dog while it is in our care are your "
    "responsibility, however the injury or illness came about.",
    # 14 Clearway School of Motoring terms (invented company, real clauses)
    "Lessons with Clearway School of Motoring last one hour and cost £38, paid at the start of each "
    "lesson. You must show your provisional driving licence at or before your first lesson, and at "
    "the start of it you must read a number plate from 20 metres, wearing glasses if you normally "
    "do. To cancel or move a lesson, give your instructor at least 48 hours' notice, or the full fee "
    "will be charged. If you are more than 15 minutes late and have not contacted us, the lesson "
    "counts as taken. Blocks of ten lessons are paid in full before the first and must be used "
    "within one year; if you stop early, the lessons taken are recharged at the full hourly rate, "
    "plus a £25 admin fee, and the rest is refunded. Your instructor may withdraw the car from your "
    "driving test if they think you are not ready.",
    # 15 Chlorphenamine 4 mg tablets leaflet (no brand)
    "Chlorphenamine 4 mg tablets contain chlorphenamine maleate, an antihistamine that relieves the "
    "symptoms of hay fever, hives, insect bites and stings, food allergies and the itchy rash of "
    "chickenpox. Adults and children aged 12 and over take one tablet every 4 to 6 hours, and no "
    "more than 6 tablets in 24 hours. Children aged 6 to 11 take half a tablet every 4 to 6 hours, "
    "up to 3 whole tablets in 24 hours; do not give the tablets to children under 6. Frail older "
    "people should take one tablet every 6 to 8 hours, and no more than 3 in 24 hours. The tablets "
    "can be taken with or without food and swallowed with water, milk or juice. Do not take them if "
    "you have taken an antidepressant of the MAOI type, such as phenelzine, in the last 14 days. "
    "They can make you drowsy, so do not drive and avoid alcohol.",
    # 16 Applying for a UK Global Health Insurance Card (GHIC)
    "A UK Global Health Insurance Card (GHIC) lets people who live in the UK get state healthcare "
    "they need while visiting European Union countries, on the same terms as a local resident, so "
    "treatment may be free or cost a reduced fee. It replaced the European Health Insurance Card "
    "(EHIC), which stays valid until its expiry date. The card is free from the official NHS "
    "website or by phone on 0300 330 1350; unofficial websites may charge you for the same "
    "application. You need your full name, date of birth, address and National Insurance or NHS "
    "number, and you can add children under 16 to your application, though each person gets their "
    "own card. You should hear within 24 hours whether it is approved, and the card arrives by post "
    "within 15 working days. It lasts five years, and you can renew it up to nine months before it "
    "runs out. A GHIC is not a replacement for travel insurance.",
    # 17 rsync how-to
    "rsync copies files locally or to and from another machine over SSH, sending only the parts of "
    "files that have changed. Its usual form is rsync [options] source destination, for example "
    "rsync -avz ~/photos/ ana@backup.example.org:/srv/photos/. The -a (--archive) option stands for "
    "-rlptgoD: it copies recursively and keeps symbolic links, permissions, modification times, "
    "group, owner and device files. A trailing slash on the source copies the contents of the "
    "directory, while without it rsync copies the directory itself by name. The -z option "
    "compresses data during the transfer, which helps on slow links, and -P is the same as "
    "--partial --progress. By default rsync never deletes anything at the destination, but --delete "
    "removes files that are no longer in the source, so run the command first with -n (--dry-run) "
    "to see what would change.",
]

CASES_N = [
    # 0 Carrington Event
    (0, "ok", "date_format", "When did Carrington see the flare?", "On 1859-09-01 [1]."),
    (0, "ok", "date_format", "What time did the flare appear?", "11.18 a.m. [1]."),
    (0, "ok", "short_answer", "Where was Carrington's observatory?", "Redhill, in Surrey [1]."),
    (0, "ok", "name_form", "Who else saw the 1859 flare?", "R. Hodgson [1]."),
    (0, "ok", "number_word", "How long did the white light last?", "About 5 minutes [1]."),
    (0, "ok", "hedge", "How long did the particle cloud take to arrive?", "Roughly 17.6 hours, far faster than usual [1]."),
    (0, "ok", "ordinal", "What was special about Carrington's flare?", "It was the first solar flare recorded [1]."),
    (0, "ok", "paraphrase", "What happened to telegraph operators during the storm?", "Some of them received electric shocks from their equipment, and sparks set the telegraph paper on fire [1]."),
    (0, "ok", "equivalent_name", "Which US state was Portland in?", "ME [1]."),
    (0, "ok", "date_format", "On what day did Carrington see the flare?", "Sept. 1st, 1859 [1]."),
    (0, "ok", "alternative", "Did the flare appear in the morning or evening?", "In the morning [1]."),
    (0, "ok", "short_answer", "Name a tropical place where auroras were seen", "Cuba"),
    (0, "ok", "paraphrase", "How bright were the auroras in Boston?", "At one in the morning the sky was bright enough to read a newspaper [1]."),
    (0, "bad", "changed_number", "How long did the particles take to reach Earth?", "About 18.6 hours [1]."),
    (0, "bad", "swapped_name", "Who independently saw the same flare?", "George Prescott"),
    (0, "bad", "added_place", "Where did Carrington make his observation?", "He was sketching sunspots at his private observatory in Redhill, Surrey, attached to his country estate outside London [1]."),
    (0, "bad", "negation_flip", "How did the telegraph systems cope?", "Telegraph systems across Europe and North America did not fail, although some operators got electric shocks [1]."),
    (0, "bad", "changed_number_word", "How long did the operators work on auroral current?", "For about three hours [1]."),
    (0, "bad", "wrong_alternative", "Did the flare appear in the morning or afternoon?", "In the afternoon [1]."),
    # 1 Emu War
    (1, "ok", "short_answer", "Whom did the settlers ask for machine guns?", "Sir George Pearce, the Minister of Defence [1]."),
    (1, "ok", "equivalent_name", "In which state did the Emu War happen?", "WA [1]."),
    (1, "ok", "number_word", "How many emus arrived on the farms?", "As many as twenty thousand [1]."),
    (1, "ok", "name_form", "Who commanded the soldiers?", "Maj. Meredith [1]."),
    (1, "ok", "date_format", "When did the shooting begin?", "Nov. 2, 1932 [1]."),
    (1, "ok", "date_format", "When were the troops withdrawn?", "On 8/11/1932 [1]."),
    (1, "ok", "paraphrase", "Why did the ambush at the dam fail?", "One of the guns jammed after only twelve emus had been shot [1]."),
    (1, "ok", "short_answer", "Which company filmed the campaign?", "Fox Movietone"),
    (1, "ok", "ordinal", "Which battery did Meredith come from?", "The 7th Heavy Battery [1]."),
    (1, "ok", "paraphrase", "How long did the first phase last?", "Shooting began on 2 November and the troops were withdrawn on 8 November, six days later [1]."),
    (1, "ok", "date_format", "When did the second attempt end?", "December 10th, 1932 [1]."),
    (1, "ok", "number_word", "How many kills did Meredith report?", "Nine hundred and eighty-six confirmed [1]."),
    (1, "ok", "date_format", "When was the ambush at the dam?", "On 4 Nov. 1932 [1]."),
    (1, "bad", "changed_number", "How many confirmed kills did Meredith claim?", "968 [1]."),
    (1, "bad", "changed_number", "How many emus arrived on the farms?", "As many as 10,000 [1]."),
    (1, "bad", "swapped_name", "Who was the Minister of Defence?", "Sir James Mitchell [1]."),
    (1, "bad", "added_place", "Where did the Emu War take place?", "In the Campion and Chandler districts of the Wheatbelt of Western Australia [1]."),
    (1, "bad", "wrong_short_answer", "What guns did the soldiers carry?", "Vickers machine guns"),
    (1, "bad", "negation_flip", "How did the emus behave under fire?", "The birds stayed together in large flocks, which made them easy targets [1]."),
    (1, "bad", "changed_ordinal", "Which battery did Meredith come from?", "The Sixth Heavy Battery [1]."),
    # 2 Nellie Bly
    (2, "ok", "name_form", "What was Nellie Bly's real name?", "Elizabeth Cochrane [1]."),
    (2, "ok", "short_answer", "Which newspaper did Bly write for?", "The New York World [1]."),
    (2, "ok", "date_format", "When did Bly set off?", "1889-11-14, at 9:40 in the morning [1]."),
    (2, "ok", "date_format", "When did Bly get back to New York?", "25/1/1890 [1]."),
    (2, "ok", "date_format", "On what day did Bly set out from Hoboken?", "Nov 14th 1889"),
    (2, "ok", "number_word", "How many days did her trip take?", "Seventy-two [1]."),
    (2, "ok", "hedge", "How long did Bly plan to take?", "About 75 days [1]."),
    (2, "ok", "equivalent_name", "From which state did Bly sail?", "NJ"),
    (2, "ok", "paraphrase", "How did Bly carry her money?", "She kept most of it, £200 in English notes and gold, in a bag tied round her neck [1]."),
    (2, "ok", "name_form", "Whom did Bly meet at Amiens?", "Verne [1]."),
    (2, "ok", "short_answer", "Who was Bly's rival reporter?", "Elizabeth Bisland of Cosmopolitan"),
    (2, "ok", "yes_no", "Did Bly know about Bisland from the start?", "No, she only learned of the race when she reached Hong Kong [1]."),
    (2, "ok", "paraphrase", "By how many days did she beat her target?", "By three days: she aimed for 75 and took 72 [1]."),
    (2, "ok", "date_format", "When did the Augusta Victoria sail with Bly?", "At 09:40 on Nov. 14, 1889 [1]."),
    (2, "bad", "changed_number", "What was Bly's exact time?", "72 days, 6 hours, 11 minutes and 41 seconds [1]."),
    (2, "bad", "swapped_name", "Which ship did Bly leave on?", "The Oceanic [1]."),
    (2, "bad", "added_place", "Which way did Bly travel?", "She met Verne at Amiens and went on through Brindisi, the Suez Canal, Colombo, Penang, Singapore, Hong Kong and Japan [1]. She then crossed the United States by train from San Francisco [1]."),
    (2, "bad", "wrong_alternative", "Did Bisland travel the same way as Bly?", "Yes, in the same direction [1]."),
    (2, "bad", "changed_number", "How much money did Bly carry?", "£500 in English notes and gold [1]."),
    (2, "bad", "wrong_kind", "When did Bly first propose the trip?", "To her editor at the New York World [1]."),
    # 3 Kakapo
    (3, "ok", "equivalent_name", "What is another name for the kakapo?", "The owl parrot [1]."),
    (3, "ok", "short_answer", "Where does the kākāpō live?", "It lives only in New Zealand, on predator-free islands [1]."),
    (3, "ok", "equivalent_name", "Which country is the kakapo native to?", "NZ"),
    (3, "ok", "name_form", "Who described the kakapo?", "G. R. Gray, in 1845 [1]."),
    (3, "ok", "hedge", "How long can a kakapo live?", "Possibly up to 100 years, by some reports [1]."),
    (3, "ok", "number_word", "How many kakapo were left in 1995?", "Fifty-one [1]."),
    (3, "ok", "number_word", "How many adults were known in 2020?", "Two hundred and nine [1]."),
    (3, "ok", "paraphrase", "What triggers kakapo breeding?", "They breed only in years when the rimu trees bear a heavy crop of fruit [1]."),
    (3, "ok", "alternative", "Is Whenua Hou also called Codfish or Anchor Island?", "Codfish Island [1]."),
    (3, "ok", "yes_no", "Can the kakapo fly?", "No, it is the world's only flightless parrot [1]."),
    (3, "ok", "hedge", "How heavy is an adult male?", "Roughly 1.5 to 3 kg [1]."),
    (3, "ok", "paraphrase", "What nearly wiped out the kakapo?", "Cats, rats, ferrets and stoats that settlers introduced [1]."),
    (3, "ok", "paraphrase", "How much did the numbers grow from 1995 to 2020?", "From 51 birds when the programme began in 1995 to 209 known adults in 2020, a rise of 158 [1]."),
    (3, "bad", "changed_number", "How long can a kakapo grow?", "Up to 46 cm [1]."),
    (3, "bad", "changed_number", "How many kakapo were left in 1995?", "Just 62 [1]."),
    (3, "bad", "swapped_name", "Who described the kakapo in 1845?", "Walter Buller"),
    (3, "bad", "added_place", "Where are kakapo kept today?", "On predator-free islands such as Whenua Hou, Anchor Island and Maud Island [1]."),
    (3, "bad", "negation_flip", "When is the kakapo active?", "By day; it is a diurnal, ground-dwelling parrot [1]."),
    (3, "bad", "changed_number_word", "How often did the rimu fruit heavily on Whenua Hou?", "Just five times in ten years [1]."),
    (3, "bad", "wrong_alternative", "Which is heavier, the male or the female kakapo?", "The female, at up to 3 kg [1]."),
    # 4 The Arnolfini Portrait
    (4, "ok", "short_answer", "Who painted the Arnolfini Portrait?", "Jan van Eyck [1]."),
    (4, "ok", "name_form", "Which artist signed the Arnolfini Portrait?", "Van Eyck"),
    (4, "ok", "short_answer", "Where was the merchant from?", "Lucca, in Italy [1]."),
    (4, "ok", "paraphrase", "What does the Latin signature say?", "It reads \"Jan van Eyck was here 1434\" [1]."),
    (4, "ok", "hedge", "Where is the room thought to be?", "Probably in a house in Bruges [1]."),
    (4, "ok", "yes_no", "Is the woman pregnant?", "No, she is holding up her fashionably full skirt [1]."),
    (4, "ok", "number_word", "How many years after the painting's date did that marriage happen?", "Thirteen [1]."),
    (4, "ok", "paraphrase", "When did van Eyck die, going by the passage?", "In 1441, six years before the 1447 marriage [1]."),
    (4, "ok", "short_answer", "Where is the signature?", "On the back wall between the chandelier and the mirror [1]."),
    (4, "ok", "alternative", "Is the mirror convex or flat?", "Convex [1]."),
    (4, "ok", "hedge", "How big is the painting?", "Roughly 82 by 60 cm [1]."),
    (4, "ok", "ordinal", "In which century did the National Gallery buy it?", "The nineteenth [1]."),
    (4, "ok", "ordinal", "In which century was it painted?", "The 15th century [1]."),
    (4, "bad", "changed_number", "When did the National Gallery buy it?", "In 1843 [1]."),
    (4, "bad", "swapped_name", "Who were the sitters long taken to be?", "Giovanni di Arrigo Arnolfini and Costanza Trenta [1]."),
    (4, "bad", "changed_number", "When did Giovanni di Arrigo and Giovanna Cenami marry?", "In 1437 [1]."),
    (4, "bad", "added_place", "What does the mirror show?", "It shows the couple from behind and two figures in the doorway, one of them perhaps the painter in a red turban [1]."),
    (4, "bad", "negation_flip", "How is the woman shown?", "She is shown pregnant, holding her skirt [1]."),
    (4, "bad", "wrong_alternative", "Is it painted on oak or on canvas?", "On canvas [1]."),
    (4, "bad", "changed_ordinal", "In which century was it painted?", "The 16th century [1]."),
    # 5 Skara Brae
    (5, "ok", "short_answer", "On which bay is Skara Brae?", "The Bay of Skaill [1]."),
    (5, "ok", "equivalent_name", "In which country is Skara Brae?", "Scotland, in the UK [1]."),
    (5, "ok", "name_form", "Who first dug at Skara Brae?", "W. Watt of Skaill [1]."),
    (5, "ok", "number_word", "How many houses does the village have?", "Ten [1]."),
    (5, "ok", "hedge", "When was the village lived in?", "From around 3180 BC to roughly 2500 BC [1]."),
    (5, "ok", "number_word", "For how long was Skara Brae occupied?", "Roughly seven hundred years [1]."),
    (5, "ok", "date_format", "Since when is it a World Heritage Site?", "Since '99 [1]."),
    (5, "ok", "paraphrase", "How was Skara Brae uncovered?", "In the winter of 1850 a severe storm and an unusually high tide stripped the grass off a mound and exposed stone houses [1]."),
    (5, "ok", "short_answer", "What was the mound called?", "Skerrabra"),
    (5, "ok", "name_form", "Who was the local laird who dug there?", "Watt [1]."),
    (5, "ok", "yes_no", "Is Skara Brae older than Stonehenge?", "Yes, it is older than both Stonehenge and the Great Pyramids [1]."),
    (5, "ok", "paraphrase", "How long after the storm was the first dig abandoned?", "About 18 years: the storm was in the winter of 1850 and the work stopped in 1868 [1]."),
    (5, "ok", "alternative", "Is Skara Brae on Mainland or on Hoy?", "On Mainland [1]."),
    (5, "bad", "changed_number", "When was the first dig abandoned?", "In 1866 [1]."),
    (5, "bad", "changed_number_word", "How many houses does Skara Brae have?", "Eight"),
    (5, "bad", "swapped_name", "Which archaeologist studied it after 1925?", "Sigurd Towrie [1]."),
    (5, "bad", "added_place", "Where exactly is Skara Brae?", "On the Bay of Skaill in Sandwick, about five miles from the Ness of Brodgar [1]."),
    (5, "bad", "changed_number", "When was the village lived in?", "From roughly 3180 BC to about 2200 BC [1]."),
    (5, "bad", "wrong_alternative", "Is Skara Brae on the east or west coast of Mainland?", "The east coast [1]."),
    (5, "bad", "negation_flip", "What was inside the houses?", "Stone hearths, beds and cupboards, but no drains [1]."),
    # 6 The Crystal Palace
    (6, "ok", "name_form", "Who designed the Crystal Palace?", "Paxton [1]."),
    (6, "ok", "date_format", "When did the Great Exhibition open?", "May 1st, 1851 [1]."),
    (6, "ok", "date_format", "When did fire destroy the Crystal Palace?", "1936-11-30 [1]."),
    (6, "ok", "number_word", "How many panes of glass did it have?", "Sixty thousand [1]."),
    (6, "ok", "hedge", "How many exhibitors took part?", "Over 14,000 [1]."),
    (6, "ok", "equivalent_name", "How long was the building in metres?", "564 m [1]."),
    (6, "ok", "short_answer", "Who made the glass?", "Chance Brothers"),
    (6, "ok", "paraphrase", "Where did the name come from?", "Probably from the playwright Douglas Jerrold, who wrote of a \"palace of very crystal\" in Punch in July 1850 [1]."),
    (6, "ok", "date_format", "When did the Great Exhibition close?", "15/10/1851 [1]."),
    (6, "ok", "paraphrase", "How long did the Great Exhibition run?", "About five and a half months, from 1 May to 15 October 1851 [1]."),
    (6, "ok", "date_format", "When did the rebuilt palace open at Sydenham?", "June '54 [1]."),
    (6, "ok", "short_answer", "How did the Sydenham building end?", "It burned down in 1936 [1]."),
    (6, "ok", "paraphrase", "How long did it stand at Sydenham?", "About 82 years, from June 1854 until November 1936 [1]."),
    (6, "bad", "changed_number", "How many panes of glass were used?", "About 300,000 [1]."),
    (6, "bad", "swapped_name", "Who designed the Crystal Palace?", "Decimus Burton"),
    (6, "bad", "added_place", "What happened to the Crystal Palace in the end?", "It was destroyed by fire on 30 November 1936, and the site later became the National Sports Centre [1]."),
    (6, "bad", "wrong_short_answer", "In which magazine did Jerrold coin the name?", "The Illustrated London News [1]."),
    (6, "bad", "changed_number_word", "How did its size compare with St Paul's?", "It was twice the size of St Paul's Cathedral [1]."),
    (6, "bad", "wrong_alternative", "Was it built of iron and glass or of timber?", "Of timber and glass [1]."),
    # 7 The Dead Sea Scrolls
    (7, "ok", "short_answer", "Near which site were the first scrolls found?", "Qumran [1]."),
    (7, "ok", "hedge", "When were the first scrolls found?", "In late 1946 or early 1947; the exact date is uncertain [1]."),
    (7, "ok", "name_form", "Who is usually credited with the find?", "Edh-Dhib [1]."),
    (7, "ok", "paraphrase", "How was the first cave discovered?", "While searching for a stray goat, a young goatherd threw a stone into a cave and heard pottery shatter [1]."),
    (7, "ok", "number_word", "How many scroll caves were found in all by 1956?", "Eleven [1]."),
    (7, "ok", "number_word", "How many manuscripts are in the collection?", "Some nine hundred and seventy-two [1]."),
    (7, "ok", "short_answer", "What was edh-Dhib's nickname?", "The Wolf"),
    (7, "ok", "alternative", "Were most scrolls written on parchment or papyrus?", "Parchment [1]."),
    (7, "ok", "yes_no", "Were all the scrolls written in Hebrew?", "No, they are in Hebrew, Aramaic, Greek and Nabataean [1]."),
    (7, "ok", "hedge", "What share of them are biblical copies?", "Roughly 40 per cent [1]."),
    (7, "ok", "equivalent_name", "Which scripture do the biblical scrolls copy?", "The Tanakh, the Hebrew Bible [1]."),
    (7, "ok", "number_word", "How long until scholars located the first cave?", "About 2 years [1]."),
    (7, "ok", "short_answer", "Who was with edh-Dhib?", "His cousin Jum'a Muhammed and Khalil Musa [1]."),
    (7, "bad", "changed_number", "How many manuscripts does the collection count?", "Some 981 [1]."),
    (7, "bad", "swapped_name", "Who was with edh-Dhib when he found the cave?", "His cousin Jum'a Muhammed and George Isha'ya [1]."),
    (7, "bad", "added_place", "What did the shepherds find and do?", "Inside clay jars with bowl-shaped lids they found ancient scrolls wrapped in linen [1]. They later sold them to a dealer in Bethlehem [1]."),
    (7, "bad", "negation_flip", "How were the scrolls stored in the cave?", "They lay loose on the cave floor, not in jars [1]."),
    (7, "bad", "changed_number_word", "How many more scroll caves were found by 1956?", "Twelve more [1]."),
    (7, "bad", "wrong_short_answer", "Which metal was one scroll made of?", "Bronze [1]."),
    # 8 The Voynich manuscript
    (8, "ok", "short_answer", "Who is the manuscript named after?", "Wilfrid Voynich, a Polish book dealer [1]."),
    (8, "ok", "date_format", "To which years was the vellum dated?", "1404–38 [1]."),
    (8, "ok", "ordinal", "Which century is the vellum from?", "The early fifteenth century [1]."),
    (8, "ok", "hedge", "Where might it have been made?", "Possibly in northern Italy [1]."),
    (8, "ok", "number_word", "How many pages survive?", "About two hundred and forty [1]."),
    (8, "ok", "short_answer", "Roughly how many pages are lost?", "Around 32 [1]."),
    (8, "ok", "equivalent_name", "Which university holds the manuscript?", "Yale, in its Beinecke Library [1]."),
    (8, "ok", "short_answer", "What is its catalogue number?", "MS 408"),
    (8, "ok", "yes_no", "Has anyone deciphered the manuscript?", "No, it is still unread, although codebreakers from both world wars tried [1]."),
    (8, "ok", "name_form", "Who gave it to Yale?", "H. P. Kraus [1]."),
    (8, "ok", "alternative", "Was the earliest letter about it written in 1665 or 1666?", "Either 1665 or 1666 [1]."),
    (8, "ok", "short_answer", "Which emperor is thought to have owned it?", "Its earlier owners are thought to include the Holy Roman Emperor Rudolf II [1]."),
    (8, "ok", "equivalent_name", "What nationality was Wilfrid Voynich?", "He was a Pole [1]."),
    (8, "ok", "paraphrase", "What do its drawings show?", "Mostly plants, stars and bathing figures, and some pages fold out [1]."),
    (8, "bad", "changed_number", "When did Voynich buy the manuscript?", "It is named after Wilfrid Voynich, a Polish book dealer who bought it in 1921 [1]."),
    (8, "bad", "changed_number", "When was it given to Yale?", "In 1961 [1]."),
    (8, "bad", "swapped_name", "Who is thought to have owned it earlier?", "The Holy Roman Emperor Maximilian II [1]."),
    (8, "bad", "added_place", "Who has tried to read the manuscript?", "Codebreakers from both world wars, among them William Friedman, tried and failed to read it [1]."),
    (8, "bad", "wrong_short_answer", "In what script is it written?", "An early form of Latin script [1]."),
    (8, "bad", "changed_ordinal", "Which century is the vellum from?", "The early fourteenth century [1]."),
    # 9 The Great Stink
    (9, "ok", "short_answer", "Which river caused the Great Stink?", "The smell came from the sewage and effluent on the banks of the River Thames [1]."),
    (9, "ok", "name_form", "Whose plan did the authorities accept?", "Bazalgette's [1]."),
    (9, "ok", "name_form", "Which engineer proposed the new sewers?", "J. Bazalgette [1]."),
    (9, "ok", "number_word", "How long did the outfall sewer works last?", "About sixteen years [1]."),
    (9, "ok", "paraphrase", "Why did the river smell so bad?", "Hot weather made the raw sewage and industrial waste on its banks reek, since the old sewers emptied straight into the Thames [1]."),
    (9, "ok", "short_answer", "Name one of the ornate pumping stations", "Abbey Mills"),
    (9, "ok", "short_answer", "Where is the Crossness pumping station?", "On the Erith Marshes [1]."),
    (9, "ok", "name_form", "Which engineer helped design the pumping stations?", "C. Driver [1]."),
    (9, "ok", "number_word", "How many embankments did the scheme give London?", "Three: the Victoria, Chelsea and Albert [1]."),
    (9, "ok", "yes_no", "Did Bazalgette's scheme end the cholera outbreaks?", "Yes, it brought the city's cholera outbreaks to an end [1]."),
    (9, "ok", "alternative", "Was the sewage carried east or west?", "Eastwards [1]."),
    (9, "ok", "ordinal", "In which century was the Great Stink?", "The 19th [1]."),
    (9, "ok", "date_format", "When was the Great Stink?", "Jul.–Aug. 1858 [1]."),
    (9, "ok", "paraphrase", "What did Bazalgette propose?", "He proposed carrying the sewage eastwards through a network of interconnecting sewers to outfalls beyond the built-up area [1]. Pumping stations lifted it from lower levels into higher pipes [1]."),
    (9, "bad", "changed_number", "When did work on the outfall sewers end?", "In 1865 [1]."),
    (9, "bad", "swapped_name", "Whose plan did the authorities accept?", "Edwin Chadwick's"),
    (9, "bad", "added_place", "When was the Great Stink?", "In July and August 1858, when the smell shut Parliament for several days [1]."),
    (9, "bad", "wrong_alternative", "Was the sewage carried east or west?", "Westwards, upriver [1]."),
    (9, "bad", "changed_number_word", "How many embankments did the scheme give London?", "Two [1]."),
    (9, "bad", "negation_flip", "What lay on the banks of the Thames?", "Treated human waste and industrial effluent [1]."),
    (9, "bad", "swapped_name", "Where is the Abbey Mills pumping station?", "At Deptford [1]."),
    (9, "bad", "changed_ordinal", "In which century was the Great Stink?", "The 18th [1]."),
    # 10 The dancing plague of 1518
    (10, "ok", "short_answer", "In which city did the dancing plague break out?", "Strasbourg [1]."),
    (10, "ok", "equivalent_name", "Which empire was Strasbourg part of then?", "The HRE [1]."),
    (10, "ok", "name_form", "Who began dancing first?", "Troffea [1]."),
    (10, "ok", "hedge", "How long did Frau Troffea dance?", "Four days, perhaps as many as six [1]."),
    (10, "ok", "name_form", "To whose shrine were the dancers taken?", "St Vitus's [1]."),
    (10, "ok", "hedge", "How many dancers were there by late August?", "About 400, according to one chronicler [1]."),
    (10, "ok", "paraphrase", "What did the physicians blame?", "They put it down to \"hot blood\" and said the cure was more dancing [1]."),
    (10, "ok", "paraphrase", "How did the authorities respond?", "Following the physicians' advice, they cleared two guildhalls and the grain market [1]. They also built a stage and hired musicians [1]."),
    (10, "ok", "hedge", "How many dancers died each day?", "Later accounts say about 15 a day at the peak, but there is no reliable total [1]."),
    (10, "ok", "short_answer", "Where were the dancers taken to be cured?", "To a shrine of St Vitus [1]."),
    (10, "ok", "ordinal", "In which century was the dancing plague?", "The sixteenth century [1]."),
    (10, "ok", "ordinal", "Who was the first to dance?", "Frau Troffea was the first [1]."),
    (10, "ok", "alternative", "Did the outbreak die away in September or October?", "In early September [1]."),
    (10, "bad", "changed_number", "When did the dancing plague break out?", "In 1519 [1]."),
    (10, "bad", "changed_number", "How many people had joined her within a week?", "About 43 [1]."),
    (10, "bad", "swapped_name", "To which saint's shrine were the dancers taken?", "St Anthony's"),
    (10, "bad", "added_place", "What did the physicians say?", "Local physicians, led by the city doctor Johann Widmann, blamed \"hot blood\" [1]. They prescribed more dancing [1]."),
    (10, "bad", "wrong_kind", "When did the outbreak end?", "At a shrine of St Vitus [1]."),
    (10, "bad", "negation_flip", "How did the authorities treat the dancing?", "They tried to stop the dancing rather than encourage it [1]."),
    (10, "bad", "changed_number_word", "How many guildhalls were cleared for the dancers?", "Three [1]."),
    # 11 Lunora UB2 heated underblanket
    (11, "ok", "number_word", "How many heat settings does the UB2 have?", "3 [1]."),
    (11, "ok", "number_word", "How often should an electrician check the blanket?", "Every 3 years [1]."),
    (11, "ok", "number_word", "When should I replace the blanket?", "After 10 years [1]."),
    (11, "ok", "paraphrase", "How do I test the blanket each winter?", "Lay it flat, run it on setting 3 for 15 minutes while watching it, then feel for hot spots [1]."),
    (11, "ok", "yes_no", "Can I sleep with the UB2 switched on?", "No, it is only for warming the bed; switch it off and unplug it before you get in [1]."),
    (11, "ok", "alternative", "Should I store it rolled or folded?", "Loosely rolled [1]."),
    (11, "ok", "short_answer", "What should I fasten it with?", "The ties provided, never pins [1]."),
    (11, "ok", "short_answer", "Who should check it every three years?", "A qualified electrician"),
    (11, "ok", "hedge", "How long should the winter test run?", "About a quarter of an hour [1]."),
    (11, "ok", "paraphrase", "What does the manual say about hot-water bottles?", "Never use the blanket together with one [1]."),
    (11, "ok", "paraphrase", "Who should not use the blanket?", "Infants, people who cannot feel heat and anyone with incontinence [1]."),
    (11, "ok", "short_answer", "What should I look for when checking it?", "Worn fabric, exposed wires or scorch marks [1]."),
    (11, "ok", "equivalent_name", "What kind of product is the UB2?", "An electric underblanket for a double bed [1]."),
    (11, "bad", "changed_number_word", "How often should an electrician check the blanket?", "Every five years [1]."),
    (11, "bad", "changed_number", "How long should the winter test run last?", "30 minutes on setting 3 [1]."),
    (11, "bad", "added_place", "How do I fit the UB2?", "Fit it flat on top of the mattress with the ties provided, and never under a mattress protector [1]."),
    (11, "bad", "wrong_alternative", "Should I store it rolled or folded?", "Tightly folded [1]."),
    (11, "bad", "swapped_name", "Who should check the blanket every three years?", "A Lunora service agent [1]."),
    (11, "bad", "changed_number", "When should I replace the blanket?", "After 5 years [1]."),
    # 12 Caldra AF55 air fryer
    (12, "ok", "short_answer", "What is the AF55's capacity?", "The Caldra AF55 air fryer has a capacity of 5.5 litres [1]."),
    (12, "ok", "equivalent_name", "What is the AF55's power rating?", "1.7 kW [1]."),
    (12, "ok", "hedge", "How long should I preheat the fryer?", "About three minutes [1]."),
    (12, "ok", "number_word", "How much space does it need around it?", "At least ten centimetres on every side [1]."),
    (12, "ok", "yes_no", "Can I run the fryer from an extension lead?", "No, plug it straight into a wall socket [1]."),
    (12, "ok", "yes_no", "Do frozen chips need oil?", "No, frozen chips need none; fresh food only needs a light spray [1]."),
    (12, "ok", "alternative", "Should I shake the food at the start or halfway?", "Halfway through cooking [1]."),
    (12, "ok", "short_answer", "What is the highest temperature?", "200 °C"),
    (12, "ok", "paraphrase", "Where should I put the fryer?", "Stand it on a flat, stable, heat-resistant surface with at least 10 cm clear on every side [1]. Keep it away from walls and wall cupboards [1]."),
    (12, "ok", "paraphrase", "Why must I not overfill the basket?", "Food above the MAX mark can touch the heating element and burn [1]."),
    (12, "ok", "yes_no", "Does the fryer turn itself off?", "Yes, when the timer ends, though you should still not leave it unattended [1]."),
    (12, "bad", "changed_number", "What is the AF55's power rating?", "1,500 watts [1]."),
    (12, "bad", "changed_number", "How long should I preheat the fryer?", "About 5 minutes [1]."),
    (12, "bad", "added_place", "Where should I put the air fryer?", "On a flat, heat-resistant surface with 10 cm clear on every side, ideally near an extractor fan [1]."),
    (12, "bad", "negation_flip", "Can I pour oil into the basket?", "Yes, pour a little oil into the basket before cooking [1]."),
    (12, "bad", "wrong_kind", "How long is the timer?", "From 80 to 200 °C [1]."),
    (12, "bad", "swapped_name", "Which mark must food stay below?", "The FILL line"),
    # 13 Pawbridge Dog Day Care terms
    (13, "ok", "short_answer", "Which vaccination does Pawbridge single out?", "Kennel cough [1]."),
    (13, "ok", "number_word", "How long is the temperament assessment valid?", "6 months [1]."),
    (13, "ok", "equivalent_name", "How much is the late-cancellation charge?", "GBP 28 [1]."),
    (13, "ok", "yes_no", "Must my male dog be neutered?", "Yes, if he is over one year old [1]."),
    (13, "ok", "yes_no", "Can my female dog come while in season?", "No, females cannot attend while they are in season [1]."),
    (13, "ok", "number_word", "How long must a dog be clear of vomiting?", "Forty-eight hours [1]."),
    (13, "ok", "short_answer", "How often are fees paid?", "Weekly, in advance [1]."),
    (13, "ok", "paraphrase", "What happens if I cancel late?", "If you cancel a booked day with less than 24 hours' notice, you still pay the full day's fee of £28 [1]."),
    (13, "ok", "ordinal", "Which month of attendance is probationary?", "The first [1]."),
    (13, "ok", "alternative", "Are vet bills paid by me or by Pawbridge?", "By you, the owner [1]."),
    (13, "ok", "alternative", "Is 24 or 48 hours' notice needed to avoid the fee?", "24 hours [1]."),
    (13, "ok", "short_answer", "When can my dog return after diarrhoea?", "After 48 hours clear of it [1]."),
    (13, "ok", "paraphrase", "How often must I show the vaccination certificates?", "Every year, not just once [1]."),
    (13, "bad", "changed_number", "How much is the late-cancellation fee?", "If you cancel with less than 24 hours' notice, the full day's fee of £25 is still due [1]."),
    (13, "bad", "changed_number", "How long is the temperament assessment valid?", "Every new dog must pass a free temperament assessment, which stays valid for 12 months [1]."),
    (13, "bad", "changed_number_word", "From what age must male dogs be neutered?", "From six months [1]."),
    (13, "bad", "negation_flip", "Is the temperament assessment free?", "No, there is a charge for it [1]."),
    (13, "bad", "added_place", "What health rules apply at Pawbridge?", "All dogs must be fully vaccinated, including against kennel cough [1]. They must also be on a worming and flea programme [1]."),
    (13, "bad", "wrong_alternative", "Who pays vet bills for an injury at day care?", "Pawbridge, if the injury happened in its care [1]."),
    # 14 Clearway School of Motoring terms
    (14, "ok", "short_answer", "How much is a Clearway lesson?", "£38 [1]."),
    (14, "ok", "equivalent_name", "What does one lesson cost?", "GBP 38"),
    (14, "ok", "number_word", "From how far must I read a number plate?", "Twenty metres [1]."),
    (14, "ok", "hedge", "How late can I be before the lesson counts as taken?", "Up to about 15 minutes, unless I contact them [1]."),
    (14, "ok", "paraphrase", "What if I cancel the day before the lesson?", "That is less than 48 hours' notice, so the full fee is charged [1]."),
    (14, "ok", "yes_no", "Can I wear glasses for the number-plate check?", "Yes, if you normally wear them [1]."),
    (14, "ok", "paraphrase", "What does it cost to stop a block early?", "A £25 admin fee, and the lessons already taken are recharged at the full hourly rate [1]."),
    (14, "ok", "paraphrase", "I stop after 4 of my 10 block lessons. What is kept back?", "The 4 lessons are recharged at the full rate of £38 each, £152, plus the £25 admin fee, so £177 is kept [1]. The rest of your payment is refunded [1]."),
    (14, "ok", "ordinal", "When must I show my provisional licence?", "At or before the first lesson [1]."),
    (14, "ok", "alternative", "Is a lesson paid at the start or at the end?", "At the start [1]."),
    (14, "bad", "changed_number", "How much notice must I give to cancel?", "You must give your instructor at least 24 hours' notice to cancel or move a lesson [1]."),
    (14, "bad", "changed_number", "What is the admin fee for stopping a block early?", "£15 [1]."),
    (14, "bad", "added_place", "What must I bring to my first lesson?", "Your provisional driving licence and a DVLA check code [1]."),
    (14, "bad", "wrong_short_answer", "What must I read at the start of the first lesson?", "A standard eye chart [1]."),
    (14, "bad", "negation_flip", "Are late cancellations charged?", "No, late cancellations are free of charge [1]."),
    (14, "bad", "wrong_alternative", "Is a lesson paid at the start or the end?", "At the end [1]."),
    # 15 Chlorphenamine 4 mg tablets
    (15, "ok", "equivalent_name", "What is the active ingredient?", "Chlorpheniramine maleate [1]."),
    (15, "ok", "number_word", "How many tablets can an adult take in a day?", "No more than six in 24 hours [1]."),
    (15, "ok", "short_answer", "What kind of medicine is chlorphenamine?", "An antihistamine [1]."),
    (15, "ok", "number_word", "What is the dose for a 9-year-old?", "Half a tablet every 4 to 6 hours [1]."),
    (15, "ok", "yes_no", "Can a 4-year-old take these tablets?", "No, they must not be given to children under 6 [1]."),
    (15, "ok", "hedge", "How often can an adult take a tablet?", "About every 4 to 6 hours [1]."),
    (15, "ok", "paraphrase", "Do I have to take it with food?", "No, it can be taken with or without food [1]."),
    (15, "ok", "short_answer", "Name the MAOI the leaflet mentions", "Phenelzine"),
    (15, "ok", "number_word", "How long after an MAOI must I wait?", "Fourteen days [1]."),
    (15, "ok", "equivalent_name", "How long must I wait after stopping an MAOI?", "Two weeks [1]."),
    (15, "ok", "paraphrase", "What dose should a frail older person take?", "One tablet every 6 to 8 hours [1]. They should take no more than 3 tablets in 24 hours [1]."),
    (15, "ok", "alternative", "Should I swallow it with water or milk?", "Either; water, milk or juice are all fine [1]."),
    (15, "ok", "paraphrase", "What is the most an adult may take in a day?", "24 mg, that is six 4 mg tablets [1]."),
    (15, "bad", "changed_number", "How many tablets can an adult take in 24 hours?", "Up to 8 [1]."),
    (15, "bad", "changed_number", "How often should a frail older person take it?", "One tablet every 4 to 6 hours [1]."),
    (15, "bad", "added_place", "What does chlorphenamine treat?", "Hay fever, hives, insect bites and stings, food allergies, the itchy rash of chickenpox and colds [1]."),
    (15, "bad", "negation_flip", "Can the tablets make me drowsy?", "No, they do not cause drowsiness [1]."),
    (15, "bad", "swapped_name", "Name the MAOI the leaflet mentions", "Moclobemide"),
    (15, "bad", "wrong_alternative", "Is the dose for children aged 6 to 11 half a tablet or a whole one?", "A whole tablet [1]."),
    # 16 UK GHIC
    (16, "ok", "short_answer", "What does GHIC stand for?", "Global Health Insurance Card [1]."),
    (16, "ok", "short_answer", "How much does a GHIC cost?", "Nothing, if you apply through the NHS [1]."),
    (16, "ok", "number_word", "How long is a GHIC valid?", "5 years [1]."),
    (16, "ok", "number_word", "How early can I renew my GHIC?", "Up to 9 months before it expires [1]."),
    (16, "ok", "short_answer", "How soon will I hear whether it is approved?", "Within 24 hours [1]."),
    (16, "ok", "number_word", "How long does the card take to arrive?", "Up to fifteen working days [1]."),
    (16, "ok", "yes_no", "Does my child get a separate card?", "Yes, each person gets their own card, though you can add under-16s to your application [1]."),
    (16, "ok", "yes_no", "Is my old EHIC still valid?", "Yes, until its expiry date [1]."),
    (16, "ok", "paraphrase", "Does a GHIC replace travel insurance?", "No, you still need travel insurance [1]."),
    (16, "ok", "paraphrase", "What details do I need to apply?", "You need your full name, date of birth and address [1]. You also need your National Insurance or NHS number [1]."),
    (16, "ok", "equivalent_name", "Where can I apply for free?", "The National Health Service's official website [1]."),
    (16, "ok", "alternative", "Can I apply online or by phone?", "Either: on the NHS website or on 0300 330 1350 [1]."),
    (16, "ok", "paraphrase", "What does treatment cost with a GHIC?", "The same as for a local resident, so it may be free or cost a reduced fee [1]."),
    (16, "bad", "changed_number_word", "How long does a GHIC last?", "Ten years [1]."),
    (16, "bad", "changed_number", "How early can I renew my GHIC?", "Up to 6 months before it expires [1]."),
    (16, "bad", "added_place", "Where can I use a GHIC?", "In European Union countries and in Switzerland, on the same terms as a local resident [1]."),
    (16, "bad", "wrong_kind", "How much does a GHIC cost?", "It lasts five years [1]."),
    (16, "bad", "swapped_name", "Where can I apply for a GHIC free of charge?", "On the GOV.UK website [1]."),
    # 17 rsync
    (17, "ok", "short_answer", "Which option does a trial run?", "-n, also written --dry-run [1]."),
    (17, "ok", "equivalent_name", "What is the long form of -a?", "--archive [1]."),
    (17, "ok", "short_answer", "What does -a stand for?", "-rlptgoD"),
    (17, "ok", "paraphrase", "What does a trailing slash on the source do?", "It copies what is inside the directory rather than the directory itself [1]."),
    (17, "ok", "yes_no", "Does rsync delete files at the destination by default?", "No, it only does so with --delete [1]."),
    (17, "ok", "short_answer", "Which option compresses data in transit?", "-z [1]."),
    (17, "ok", "equivalent_name", "What is -P short for?", "--partial plus --progress [1]."),
    (17, "ok", "alternative", "Does rsync send whole files or only the changes?", "Only the parts that have changed [1]."),
    (17, "ok", "paraphrase", "What does archive mode preserve?", "Symbolic links, permissions, modification times, group, owner and device files [1]."),
    (17, "ok", "number_word", "How many single-letter options make up -a?", "Seven: r, l, p, t, g, o and D [1]."),
    (17, "ok", "hedge", "When is -z worth using?", "Mainly on slow links [1]."),
    (17, "ok", "paraphrase", "How do I mirror a folder safely?", "Add --delete so that files no longer in the source are removed [1]. Run the command with -n first to see what would change [1]."),
    (17, "ok", "short_answer", "Over what does rsync reach other machines?", "SSH"),
    (17, "bad", "swapped_name", "Which option does a trial run?", "-u [1]."),
    (17, "bad", "swapped_name", "Which option compresses data in transit?", "-c"),
    (17, "bad", "wrong_alternative", "Does a trailing slash copy the directory or its contents?", "The directory itself, by name [1]."),
    (17, "bad", "added_place", "What does archive mode preserve?", "Symbolic links, permissions, modification times, group, owner, device files and hard links [1]."),
    (17, "bad", "swapped_name", "What is -P the same as?", "--partial --checksum [1]."),
    (17, "bad", "added_place", "What does the -z option do?", "It compresses data during the transfer using zlib, which helps on slow links [1]."),
    (17, "bad", "wrong_short_answer", "Over which protocol does rsync reach other machines?", "FTP [1]."),
    # Two-passage answers
    (0, "ok", "paraphrase", "Which came first, the Great Stink or Carrington's flare?", "The Great Stink, in July and August 1858 [2]; Carrington saw his flare on 1 September 1859 [1].", [9]),
    (0, "bad", "changed_number", "Which came first, the Great Stink or Carrington's flare?", "The Great Stink, in July and August 1857 [2]; Carrington saw his flare on 1 September 1859 [1].", [9]),
    (2, "ok", "paraphrase", "How long after the Great Exhibition opened did Bly set off?", "About 38 and a half years: the exhibition opened on 1 May 1851 [2] and Bly left Hoboken on 14 November 1889 [1].", [6]),
    (4, "ok", "yes_no", "Are the Arnolfini Portrait and the Voynich vellum from the same century?", "Yes, both are 15th-century: the portrait is dated 1434 [1] and the vellum to 1404–1438 [2].", [8]),
    (4, "bad", "changed_number", "Are the Arnolfini Portrait and the Voynich vellum from the same century?", "Yes: the portrait is dated 1434 [1] and the vellum to 1404–1448 [2].", [8]),
    (5, "ok", "hedge", "How far apart were the discoveries of Skara Brae and the Dead Sea Scrolls?", "Nearly a century: a storm uncovered Skara Brae in 1850 [1], and the first scrolls were found in late 1946 or early 1947 [2].", [7]),
    (3, "ok", "paraphrase", "Which was larger, the 1932 emu influx or the kakapo adults of 2020?", "The emus, with as many as 20,000 birds [2], against 209 known adult kakapo [1].", [1]),
    (3, "bad", "added_place", "Which was larger, the 1932 emu influx or the kakapo adults of 2020?", "The emus, with as many as 20,000 birds [2], against 209 known adult kakapo, all on Maud Island [1].", [1]),
    (11, "ok", "paraphrase", "What should I never do with these two appliances?", "Never switch the blanket on while it is folded, creased or wet [1], and never pour oil into the fryer basket [2].", [12]),
    (11, "bad", "changed_number", "How long are the blanket test and the fryer preheat?", "Run the blanket test for 15 minutes on setting 3 [1], and preheat the fryer for about 5 minutes [2].", [12]),
    (13, "ok", "short_answer", "How much notice do Pawbridge and Clearway need to cancel?", "Pawbridge needs 24 hours' notice to avoid the day's fee [1], and Clearway needs 48 hours' notice [2].", [14]),
    (6, "ok", "yes_no", "Did the Crystal Palace and the Great Stink fall in the same decade?", "Yes, both were in the 1850s: the Great Exhibition in 1851 [1] and the Great Stink in 1858 [2].", [9]),
    (6, "bad", "swapped_name", "Who was behind the 1851 building, and when was the Great Stink?", "Joseph Bazalgette designed the Crystal Palace for 1851 [1], and the Great Stink came in 1858 [2].", [9]),
]
