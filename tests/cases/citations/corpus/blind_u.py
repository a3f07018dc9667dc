"""Blind held-out data for issue #18 (`/verify-citations`), set U, written 2026-12-02.

Written as data only by a helper who did not read anything under /work/main (no rules' code, no Rust
tests, no QUALITY.md, BENCHMARKS.md or README.md, no answers of the other corpus files), did not build
verity and did not run it on this file, and ran no git or cargo command at all (see the blind_u section
of BLIND.md). PASSAGES_U are our own wording of public pages read through the search tool; CASES_U are
(passage index, "ok"|"bad", kind, question, answer[, [further passage indexes]]).
Run `python3 make_blind_u.py` to write blind_u.jsonl.
"""

PASSAGES_U = [
    # 0 Iron pillar of Delhi
    'The iron pillar of Delhi stands in the Qutb complex at Mehrauli, in the courtyard of the Quwwat-ul-Islam Mosque. '
    'It rises 7.21 metres, of which 1.12 metres are below ground, is about 41 centimetres across and weighs more than six tonnes. '
    'Its oldest inscription, in Sanskrit in Gupta-period Brahmi script, praises a king Chandra, generally taken to be Chandragupta II (reigned about 375–415 CE), and says the pillar was a standard of Vishnu. '
    'It probably stood first elsewhere, perhaps at Udayagiri, and was reportedly moved to Delhi by Anangpal Tomar in the 11th century. '
    'In July 2002 R. Balasubramaniam of IIT Kanpur reported in Current Science that a thin film of misawite protects the iron from rust. '
    'The film formed because the iron holds about 1% phosphorus, against less than 0.05% in modern iron, and after some 1,600 years it is only a twentieth of a millimetre thick. '
    'Since 1997 a fence has kept off visitors, who used to stand with their backs to it and join their hands behind it for luck.',
    # 1 Tripitaka Koreana
    'The Tripitaka Koreana is a set of 81,258 wooden printing blocks carved with the Buddhist canon in the Goryeo kingdom and kept at Haeinsa Temple on Mount Gaya in South Korea. '
    'An earlier set, finished in 1087, was burnt during the Mongol invasion of 1232. '
    'King Gojong ordered a new set in 1237, the 24th year of his reign, hoping the Buddha would help repel the Mongols, and it was finished in 1248, largely on Ganghwa Island. '
    'The monk Sugi of Gaetaesa Temple checked the texts against older editions, and the blocks carry some 52 million Chinese characters in 1,496 titles. '
    'Each block is 70 centimetres wide and 24 centimetres long, 2.6 to 4 centimetres thick, and weighs 3 to 4 kilograms. '
    'The blocks are stored in the Janggyeong Panjeon, four 15th-century buildings whose windows of different sizes keep the air moving, and whose earthen floors hold layers of charcoal, salt and lime. '
    'The blocks were designated National Treasure No. 32 on 20 December 1962, and the buildings became a World Heritage Site in 1995.',
    # 2 Ghent Altarpiece
    "The Ghent Altarpiece, or Adoration of the Mystic Lamb, is a polyptych of oil paintings on oak panels in St Bavo's Cathedral in Ghent, Belgium. "
    "The alderman Joos Vijd and his wife Elisabeth Borluut commissioned it for their chapel in what was then St John's Church, and its 24 panels show some 284 figures. "
    'Hubert van Eyck began the work but died in 1426, and his brother Jan completed it in 1432. '
    'On the night of 10 April 1934 thieves took two panels, the Just Judges and St John the Baptist; the Baptist was handed back, but the Judges, a panel 149 by 55 centimetres, has never been found. '
    'The bishop of Ghent received the first of twelve ransom notes, which demanded one million Belgian francs, and refused to pay. '
    'On 25 November 1934 the exchange broker Arsène Goedertier, dying of a heart attack after a political meeting in Dendermonde, told his lawyer that he alone knew where the panel was. '
    'A copy painted by Jef Van der Veken now hangs in its place.',
    # 3 Lake Vostok
    "Lake Vostok is the largest of the lakes hidden beneath the Antarctic ice, lying under nearly 4 kilometres of ice below Russia's Vostok Station on the East Antarctic Ice Sheet. "
    'It is about 250 kilometres long and 50 kilometres wide, covers some 15,000 square kilometres, and its southern basin is about 800 metres deep. '
    'The station was set up on 16 December 1957 by the 2nd Soviet Antarctic Expedition, and in July 1983 it recorded −89.2 °C, the lowest natural temperature ever measured on Earth. '
    'The Soviet geographer Andrey Kapitsa first suggested a lake from seismic soundings in 1959 and 1964, British airborne radar picked up strange echoes in 1974, and the European satellite ERS-1 confirmed the lake in 1993. '
    'Russian and British scientists mapped its outline in 1996. '
    "After more than two decades of drilling, a Russian team reached the lake's surface on 5 February 2012, at a depth of 3,768 metres. "
    "The lake and the station are named after the Vostok, meaning 'East', a sloop of the explorer Fabian von Bellingshausen.",
    # 4 Ulugh Beg's observatory
    'Ulugh Beg, a grandson of Timur who ruled from Samarkand, built an observatory on Kuhak hill near the city between 1424 and 1429. '
    'Its main instrument was a meridian arc, often called the Fakhri sextant, with a radius of about 40 metres, set in a trench about 2 metres wide cut into the hill. '
    'Astronomers there, among them Qadi Zada al-Rumi, Jamshid al-Kashi and Ali Qushji, compiled the Zij-i Sultani, completed in 1437, which gives the positions of 1,018 stars. '
    'They also measured the length of the year as 365 days, 6 hours, 10 minutes and 8 seconds, less than a minute longer than the modern value. '
    'Ulugh Beg was killed on 27 October 1449 in a revolt led by his son Abd al-Latif, and the observatory was later abandoned and pulled down. '
    'In 1908 the archaeologist V. L. Vyatkin found the site using an old endowment document and uncovered the lower part of the arc. '
    'The star catalogue reached Western scholars through a copy in Oxford, where it was published in 1665.',
    # 5 Iwakura Mission
    'The Iwakura Mission was a Japanese embassy that left Yokohama on 23 December 1871 aboard the Pacific Mail steamer America, bound for San Francisco. '
    'It was led by Iwakura Tomomi as ambassador extraordinary and plenipotentiary, with four vice-ambassadors, among them Ōkubo Toshimichi, Kido Takayoshi and Itō Hirobumi, and it numbered 107 people, students included. '
    'Its aims were to win recognition for the restored imperial government of Emperor Meiji, to open talks on revising the unequal treaties, and to study Western industry, government and schools. '
    'The embassy spent about eight months in the United States, where it met President Ulysses S. Grant, before crossing to Britain in August 1872 and going on to a dozen countries of Europe. '
    'It sailed home by way of the Suez Canal and reached Japan on 13 September 1873, after 630 days away. '
    "Its official record, compiled by Iwakura's secretary Kume Kunitake, was published in five volumes in 1878. "
    'An English translation, also in five volumes, appeared in 2002.',
    # 6 Bell Rock Lighthouse
    "The Bell Rock Lighthouse stands on the Inchcape reef in the North Sea, 11 miles (18 km) off Arbroath in Angus, Scotland, and is the world's oldest surviving sea-washed lighthouse. "
    'The reef lies under about 16 feet of water at high tide, and by the late 18th century it was blamed for up to six wrecks every winter. '
    "Legend says a 14th-century abbot of Arbroath fixed a warning bell on the rock, which a Dutch pirate took away a year later, a story told in Robert Southey's poem The Inchcape Rock. "
    'Robert Stevenson proposed a lighthouse in 1799, but only after the warship HMS York was lost with all hands in 1804 did Parliament allow it, by an act of 1806. '
    'Built between 1807 and 1810, with John Rennie as chief engineer, the 35-metre tower was first lit on 1 February 1811. '
    'Its light can be seen from 35 miles (56 km) away. '
    'The lighthouse has been automatic since 1988, and its shore station, the 1813 Signal Tower at Arbroath harbour, is now a museum.',
    # 7 Pyramids of Meroë
    'The pyramids of Meroë, on the east bank of the Nile about 200 kilometres north-east of Khartoum in Sudan, are the royal tombs of the Kingdom of Kush. '
    'The centre of the kingdom moved upstream to Meroë from Nuri in about 270 BC, and most royal burials were there from the 3rd century BC until the kingdom fell in the 4th century AD. '
    "About 200 pyramids stand in three cemeteries; built of sandstone blocks, they are smaller and steeper than Egyptian pyramids, from 6 to 30 metres high, while Giza's tallest reach about 140 metres. "
    'In 1834 the Italian adventurer Giuseppe Ferlini, a military doctor in the army of Muhammad Ali, pulled down the pyramid of Queen Amanishakheto and found her jewellery. '
    'Her treasure is now divided between museums in Berlin and Munich. '
    'Many other pyramids lost their tops in his search. '
    'Since 2011 the site, together with the temple towns of Musawwarat es-Sufra and Naqa, has been on the World Heritage List as the Archaeological Sites of the Island of Meroe.',
    # 8 Tu Youyou
    'Tu Youyou was born on 30 December 1930 in Ningbo, Zhejiang, and graduated in pharmacy from Beijing Medical College in 1955. '
    'In January 1969 she became head of a research group in Project 523, a secret military programme launched on 23 May 1967 to find a new malaria drug for the Vietnam War. '
    "Her team collected some 640 prescriptions from old medical books and folk remedies, and Ge Hong's 4th-century Handbook of Prescriptions for Emergency Treatments pointed her to sweet wormwood, Artemisia annua. "
    'Realising that heat could destroy the active ingredient, she used ether at a low temperature, and in October 1971 the extract completely stopped the parasite in laboratory tests. '
    'Tu volunteered as the first person to take it, and in 1972 her group isolated the pure compound, artemisinin. '
    'She won the Lasker Award in 2011 and, in 2015, a share of the Nobel Prize in Physiology or Medicine with William Campbell and Satoshi Ōmura. '
    "With no doctorate, no training abroad and no academy membership, she was called the 'professor of three noes'.",
    # 9 Overland Telegraph Line
    'The Australian Overland Telegraph Line carried messages some 3,200 kilometres between Port Darwin on the north coast and Adelaide, the capital of South Australia. '
    'In 1870 the South Australian government agreed to build it if the British-Australian Telegraph Company laid a submarine cable from Java to Darwin, and set a deadline of 1 January 1872. '
    "The work was led by Charles Todd, born in Islington on 7 July 1826, who had joined the Royal Observatory at Greenwich at 15 and became Adelaide's superintendent of telegraphs in 1855. "
    'Todd followed the route of John McDouall Stuart, who had crossed the continent on his sixth attempt in 1862, and split it into southern, central and northern sections. '
    'The first pole was planted at Darwin on 15 September 1870, and about 36,000 poles came to carry a single wire, many of cypress pine until termites forced a switch to iron. '
    'The two ends were joined on 22 August 1872, months late, and the cost rose from a budget of £128,000 to about £480,000. '
    'Todd was knighted in 1893.',
    # 10 Chan Chan
    'Chan Chan, about 5 kilometres west of Trujillo at the mouth of the Moche valley in Peru, was the capital of Chimor, the kingdom of the Chimú, and the largest city of pre-Columbian South America. '
    'Founded around 850, it covered some 20 square kilometres, with a dense centre of about 6 square kilometres, and may have housed some 60,000 people. '
    'Its centre holds nine great walled compounds, or ciudadelas, each with plazas, storerooms, reservoirs and a burial platform. '
    "The best restored, Nik An, whose name means 'House of the Centre', has walls 10 to 12 metres high and 4 to 5 metres thick at the base, decorated with adobe friezes of fish, waves, seabirds and sea otters. "
    'It has been open to visitors since 1964 and is also called the Tschudi complex, after the Swiss Jacobo Tschudi. '
    'The Incas conquered Chimor around 1470, and Spanish conquistadors looted the burial platforms in 1532. '
    'Chan Chan became a World Heritage Site in 1986 and on the List of World Heritage in Danger the same year.',
    # 11 Marwell IC15 ice cream maker
    'Your Marwell IC15 makes up to 1.5 litres of ice cream, sorbet or frozen yoghurt in a double-walled bowl filled with a cooling liquid. '
    'Before use, freeze the clean, dry bowl in a plastic bag at the back of a freezer at −18 °C or colder for at least 12 hours, until no liquid is heard moving when shaken. '
    'Chill the mixture first and never put more than 1 litre in the bowl, as it expands as it freezes. '
    'Fit the bowl and paddle, switch on and pour the mixture through the spout at once, as the bowl starts to thaw within minutes. '
    'The ice cream is ready in 20 to 30 minutes; if the paddle starts reversing, the mixture is too thick, so switch off. '
    'Add chopped nuts or chocolate only after the first 5 minutes, and use plastic or wooden spoons, never metal ones, in the bowl. '
    'Wash the bowl by hand in warm soapy water, never in a dishwasher, and dry it fully before it goes back in the freezer.',
    # 12 wget
    'wget downloads files from the web without needing you at the keyboard, so a transfer can carry on after you log out. '
    'Given a URL, it saves the file under its own name in the current directory; -O name picks another file name, -P dir another directory, and -i list.txt fetches every URL listed in a file. '
    'If a download breaks off, run the same command with -c to resume the partial file instead of starting again. '
    'By default wget tries 20 times before giving up, except on fatal errors such as 404 Not Found; -t sets another number, and -t 0 retries for ever. '
    'To spare a busy server, --limit-rate=500k caps the speed at 500 kilobytes a second, since a plain number means bytes, and --wait=2 pauses two seconds between requests. '
    'With -r wget follows links recursively to a depth of 5 levels unless -l gives another, and -np stops it climbing to the parent directory. '
    'With -b, wget works in the background and writes its progress to a file called wget-log.',
    # 13 Wrenfield Dry Cleaners terms
    'These terms apply to every item left with Wrenfield Dry Cleaners for cleaning, pressing or alteration. '
    'Each item is inspected at the counter, where you should point out stains, tears or missing buttons; we are not responsible for weak fabric, dyes that are not fast, or trims, beads and sequins that cannot be removed. '
    'We clean according to the care label; if an item has no label, you will be asked to sign a consent form first. '
    'Please empty all pockets, as we accept no liability for pens, money or anything else left in them. '
    'If you are unhappy with the cleaning, bring the item back within 2 days with its ticket attached and we will clean it again free. '
    "Claims for damage or loss must be made within 48 hours of collection, and our liability is limited to ten times the item's cleaning charge, up to £200 per order, allowing for the garment's age. "
    'Items not collected within 90 days may be given to charity, after we have tried to contact you.',
    # 14 Hyoscine butylbromide
    'Hyoscine butylbromide 10 mg tablets are an antispasmodic that relieves the stomach cramps of irritable bowel syndrome (IBS) by relaxing the gut muscles, usually within 15 minutes. '
    'Take them only if a doctor has already told you that you have IBS, and do not give them to children under 12. '
    'Adults and children aged 12 and over swallow one tablet three times a day, which may be raised to two tablets four times a day, but never more than 8 tablets (80 mg) in 24 hours. '
    'Do not take them if you have glaucoma, myasthenia gravis or a very enlarged bowel (megacolon), or are pregnant or breastfeeding, and ask a pharmacist first if you have a fast heart rate or an overactive thyroid. '
    'Side effects are uncommon but include a dry mouth, constipation and blurred vision, so do not drive if your sight is affected. '
    'Talk to a doctor if you do not feel better, or feel worse, after two weeks. '
    'It is not the same as hyoscine hydrobromide, a travel sickness medicine.',
    # 15 Kettleby Games pre-orders
    "Any item marked 'Pre-order' on the Kettleby Games website can be ordered before its release, with a limit of 2 copies of each title per customer. "
    'We authorise your card when you order but charge it only on dispatch, which we time so that the item should arrive on the release day. '
    'Release dates are set by publishers and may change; if a date moves, we will email you a new estimate. '
    'Under our Pre-order Price Promise, if the price drops before dispatch you pay the lower price, and if it rises you still pay the price shown when you ordered. '
    'You may cancel a pre-order at any time before it is dispatched, from your account or by email, and nothing will be charged. '
    'If an order also contains items already in stock, those are sent straight away and the whole delivery charge is taken then, and the pre-order follows later at no extra delivery cost. '
    'If the supplier cannot fill your pre-order, we will cancel it and release the authorisation within 5 working days.',
    # 16 Welsh cakes
    'These Welsh cakes, called picau ar y maen or bakestones in Wales, make about 18, cooked on a griddle or heavy frying pan. '
    'Rub 175 g of butter into 350 g of self-raising flour and 2 level teaspoons of baking powder until it looks like fine breadcrumbs, then stir in 115 g of caster sugar, 100 g of currants and ¾ teaspoon of mixed spice. '
    'Mix in 1 large egg beaten with about 2 tablespoons of milk to make a firm dough, adding more milk if needed. '
    'Roll it out to 5 mm thick and cut rounds with a 7.5 cm cutter; a plain one cuts through the fruit more easily than the traditional fluted kind. '
    'Heat the griddle on a low heat and grease it lightly; it is ready when sprinkled drops of water skip about. '
    'Cook them in batches for about 3 minutes a side until golden brown; if they cook too fast the middles stay raw. '
    'Cool on a wire rack, sprinkle with caster sugar and eat on the day, buttered.',
    # 17 Corvane knife guarantee
    'Every Corvane kitchen knife is guaranteed against defects in materials and workmanship for 25 years from purchase, to its original buyer or to someone given it as a gift. '
    'It covers a blade that corrodes or a handle that cracks, breaks or works loose in normal household use: cutting food on a wooden or plastic board, washing by hand and regular sharpening. '
    'It excludes chips, nicks, a broken tip, damage from cutting bones or frozen food, using the knife as a screwdriver or can opener, and dropping it. '
    'A dishwasher, soaking, or altering or regrinding the knife yourself voids the guarantee. '
    'Small nicks usually come out with sharpening, and we resharpen any Corvane knife free once a year if you pay the postage both ways. '
    'To claim, send the knife with the original receipt and photos of the fault; we will repair or replace it as we choose, and a replacement is covered only for the rest of the original 25 years. '
    'We refund the postage of a claim only if we accept it.',
]

CASES_U = [
    (0, 'ok', 'paraphrase', 'Why does the iron pillar of Delhi resist rust?', 'Its iron holds about 1% phosphorus, far more than the under 0.05% in modern iron, and this let a thin protective film of misawite form on it [1].'),
    (0, 'ok', 'paraphrase', 'How many years passed between the Tripitaka Koreana blocks becoming a National Treasure and the fence going up round the iron pillar?', '35 years: the blocks were designated National Treasure No. 32 in 1962 [2], and the fence round the iron pillar has been there since 1997 [1].', [1]),
    (0, 'ok', 'short_answer', 'Where does the iron pillar stand?', 'In the Qutb complex at Mehrauli, in the courtyard of the Quwwat-ul-Islam Mosque [1].'),
    (0, 'ok', 'short_answer', 'Which god was the pillar set up as a standard of?', 'Vishnu.'),
    (0, 'ok', 'number_word', 'For how long has the protective film been forming on the pillar?', 'For some sixteen hundred years, and it is still only a twentieth of a millimetre thick [1].'),
    (0, 'ok', 'number_word', "How much phosphorus does modern iron contain, compared with the pillar's?", 'Less than five hundredths of a per cent, against about one per cent in the pillar [1].'),
    (0, 'ok', 'equivalent_name', 'How tall is the pillar in feet and inches?', 'About 23 feet 8 inches, that is 7.21 metres [1].'),
    (0, 'ok', 'hedge', 'How wide is the iron pillar?', 'Roughly 40 centimetres across [1].'),
    (0, 'ok', 'yes_no', 'Has the pillar always stood in Delhi?', 'No, it probably stood first somewhere else, perhaps at Udayagiri, and was reportedly moved to Delhi in the 11th century [1].'),
    (0, 'ok', 'date_format', "When did Balasubramaniam publish his explanation of the pillar's rust resistance?", 'In Jul. 2002, in Current Science [1].'),
    (0, 'ok', 'name_form', "Which king does the pillar's oldest inscription praise?", 'King Chandra, generally taken to be Chandragupta the Second [1].'),
    (0, 'ok', 'alternative', 'Is the oldest inscription on the pillar in Sanskrit or in Persian?', 'In Sanskrit, written in Gupta-period Brahmi script [1].'),
    (0, 'ok', 'ordinal', 'In which century was the pillar reportedly brought to Delhi?', 'In the eleventh century, by Anangpal Tomar [1].'),
    (0, 'bad', 'changed_number', 'How much of the pillar is below ground?', 'It rises 7.21 metres, of which 1.5 metres are below ground [1].'),
    (0, 'bad', 'changed_number', 'When did Chandragupta II reign?', 'From about 375 to 455 CE [1].'),
    (0, 'bad', 'swapped_name', 'Who is said to have brought the pillar to Delhi?', 'Iltutmish, in the 11th century [1].'),
    (0, 'bad', 'added_place', 'What did the 2002 study of the pillar find?', 'R. Balasubramaniam of IIT Kanpur reported in Current Science that a thin film of misawite, which formed within three years of the pillar being set up, protects it from rust [1].'),
    (0, 'bad', 'negation_flip', 'Can visitors still hug the pillar for luck?', 'Yes, visitors still stand with their backs to the pillar and join their hands behind it for luck [1].'),
    (0, 'bad', 'wrong_alternative', 'Was the pillar set up as a standard of Vishnu or of Shiva?', 'Of Shiva, according to its oldest inscription [1].'),
    (0, 'bad', 'changed_number_word', 'How much does the iron pillar weigh?', 'More than three tonnes [1].'),
    (1, 'ok', 'paraphrase', 'Why did King Gojong order a new set of printing blocks?', 'The earlier set had been burnt during the Mongol invasion of 1232, and he hoped the Buddha would help repel the Mongols [1].'),
    (1, 'ok', 'paraphrase', 'How do the storage buildings at Haeinsa protect the blocks?', 'Their windows come in different sizes to keep the air moving, and their earthen floors hold layers of charcoal, salt and lime [1].'),
    (1, 'ok', 'paraphrase', "How long after the Tripitaka Koreana was finished was Ulugh Beg's star catalogue completed?", '189 years later: the carving of the Tripitaka Koreana was finished in 1248 [1], and the Zij-i Sultani was completed in 1437 [2].', [4]),
    (1, 'ok', 'short_answer', 'Where are the blocks kept?', 'At Haeinsa Temple on Mount Gaya in South Korea [1].'),
    (1, 'ok', 'short_answer', 'Who checked the texts against older editions?', 'The monk Sugi of Gaetaesa Temple.'),
    (1, 'ok', 'number_word', 'How many printing blocks make up the Tripitaka Koreana?', 'Eighty-one thousand two hundred and fifty-eight [1].'),
    (1, 'ok', 'number_word', 'How many titles do the blocks contain?', 'One thousand four hundred and ninety-six [1].'),
    (1, 'ok', 'equivalent_name', 'How wide is each block in inches?', 'About 27.5 inches, since each block is 70 centimetres wide [1].'),
    (1, 'ok', 'hedge', 'How many characters are carved on the blocks?', 'Roughly 50 million Chinese characters [1].'),
    (1, 'ok', 'yes_no', 'Was there an earlier set of blocks?', 'Yes, an earlier set was finished in 1087 but burnt during the Mongol invasion of 1232 [1].'),
    (1, 'ok', 'date_format', 'When were the blocks designated a National Treasure?', 'On 1962-12-20, as National Treasure No. 32 [1].'),
    (1, 'ok', 'name_form', 'Which king ordered the new set of blocks?', 'Gojong of Goryeo [1].'),
    (1, 'ok', 'alternative', 'Were the blocks carved mainly on Ganghwa Island or at Haeinsa?', 'Largely on Ganghwa Island [1].'),
    (1, 'ok', 'ordinal', 'In which year of his reign did Gojong order the new set?', 'In the twenty-fourth year of his reign, 1237 [1].'),
    (1, 'bad', 'changed_number', 'How heavy is each block?', 'Each block weighs 3 to 6 kilograms [1].'),
    (1, 'bad', 'changed_number', 'Over which years were the blocks made?', 'The new set was ordered in 1237 and finished in 1251 [1].'),
    (1, 'bad', 'swapped_name', "In what language or script are the iron pillar's and the Tripitaka's texts written?", "The pillar's oldest inscription is in Sanskrit [2], while the Tripitaka blocks carry some 52 million Korean hangul characters [1].", [0]),
    (1, 'bad', 'added_place', 'Where are the blocks stored?', 'In the Janggyeong Panjeon, four 15th-century buildings at Haeinsa, on two lines of shelves with five tiers each [1].'),
    (1, 'bad', 'changed_ordinal', 'When did King Gojong order a new set?', 'In 1237, the 34th year of his reign [1].'),
    (1, 'bad', 'wrong_short_answer', 'How many blocks are in the Tripitaka Koreana?', '81,340.'),
    (2, 'ok', 'paraphrase', 'What became of the two panels stolen in 1934?', 'The St John the Baptist panel was handed back, but the Just Judges has never been found [1].'),
    (2, 'ok', 'paraphrase', 'Who commissioned the Ghent Altarpiece, and for where?', "The alderman Joos Vijd and his wife Elisabeth Borluut, for their chapel in what was then St John's Church [1]."),
    (2, 'ok', 'short_answer', 'Where is the Ghent Altarpiece?', "In St Bavo's Cathedral in Ghent, Belgium [1]."),
    (2, 'ok', 'short_answer', 'Who completed the altarpiece?', 'Jan van Eyck, in 1432 [1].'),
    (2, 'ok', 'short_answer', 'Who painted the copy that replaces the Just Judges?', 'Jef Van der Veken.'),
    (2, 'ok', 'number_word', 'How many panels does the altarpiece have?', 'Twenty-four [1].'),
    (2, 'ok', 'number_word', 'How many figures do its panels show?', 'Some two hundred and eighty-four [1].'),
    (2, 'ok', 'equivalent_name', 'How big is the missing Just Judges panel in inches?', 'About 59 by 22 inches [1].'),
    (2, 'ok', 'hedge', "How long after Hubert van Eyck's death was the altarpiece completed?", 'About six years: he died in 1426 and Jan finished it in 1432 [1].'),
    (2, 'ok', 'yes_no', 'Did the bishop of Ghent pay the ransom?', 'No, he refused to pay the one million Belgian francs the notes demanded [1].'),
    (2, 'ok', 'date_format', 'When were the panels stolen?', 'On the night of 10/04/1934 [1].'),
    (2, 'ok', 'name_form', 'Who began the altarpiece?', "Hubert, Jan van Eyck's brother, who died in 1426 [1]."),
    (2, 'ok', 'ordinal', 'In which century was the altarpiece completed?', 'In the fifteenth century, in 1432 [1].'),
    (2, 'bad', 'changed_number', 'How many years separate the Ghent Altarpiece and the Zij-i Sultani?', 'Seven years: Jan van Eyck completed the altarpiece in 1430 [1], and the Zij-i Sultani was completed in 1437 [2].', [4]),
    (2, 'bad', 'changed_number', 'How big is the Just Judges panel?', '149 by 65 centimetres [1].'),
    (2, 'bad', 'swapped_name', 'Whom did Goedertier tell that he knew where the panel was?', 'On 25 November 1934, dying of a heart attack, Arsène Goedertier told the bishop of Ghent that he alone knew where the panel was [1].'),
    (2, 'bad', 'added_place', 'Which panels were stolen in 1934?', 'The Just Judges and St John the Baptist, taken through a side door that was found ajar the next morning [1].'),
    (2, 'bad', 'negation_flip', 'Has the Just Judges panel been recovered?', 'Yes, like the St John the Baptist panel, the Just Judges was eventually handed back [1].'),
    (2, 'bad', 'wrong_kind', 'Who painted the copy of the Just Judges?', 'The original Just Judges, a panel 149 by 55 centimetres, was stolen in 1934 and has never been found [1].'),
    (2, 'bad', 'changed_number_word', 'How many ransom notes were sent?', 'Ten ransom notes, the first of them to the bishop of Ghent [1].'),
    (3, 'ok', 'paraphrase', 'How was Lake Vostok detected?', 'Andrey Kapitsa suggested it from seismic soundings in 1959 and 1964, British airborne radar picked up strange echoes in 1974, and the ERS-1 satellite confirmed it in 1993 [1].'),
    (3, 'ok', 'paraphrase', 'How many years after the drill reached Lake Vostok did Tu Youyou share the Nobel Prize?', 'Three years: the Russian team reached the lake in 2012 [1], and Tu shared the Nobel Prize in Physiology or Medicine in 2015 [2].', [8]),
    (3, 'ok', 'short_answer', 'What stands above Lake Vostok?', "Russia's Vostok Station, on the East Antarctic Ice Sheet [1]."),
    (3, 'ok', 'short_answer', "What does 'Vostok' mean?", 'East.'),
    (3, 'ok', 'number_word', 'At what depth did the drill reach the lake?', 'Three thousand seven hundred and sixty-eight metres [1].'),
    (3, 'ok', 'number_word', 'How long is Lake Vostok?', 'About two hundred and fifty kilometres [1].'),
    (3, 'ok', 'equivalent_name', "What is the lake's area in square miles?", 'About 5,800 square miles [1].'),
    (3, 'ok', 'hedge', 'How deep did the borehole go before it reached the lake?', 'A little under 3,800 metres [1].'),
    (3, 'ok', 'yes_no', 'Has anyone drilled down to Lake Vostok?', "Yes, a Russian team reached the lake's surface on 5 February 2012 after more than two decades of drilling [1]."),
    (3, 'ok', 'date_format', 'When was Vostok Station set up?', 'On Dec. 16th, 1957 [1].'),
    (3, 'ok', 'name_form', 'Who first suggested that there was a lake under Vostok Station?', 'Kapitsa, the Soviet geographer [1].'),
    (3, 'ok', 'alternative', 'Was the lake confirmed by a European or an American satellite?', 'By a European one, ERS-1, in 1993 [1].'),
    (3, 'ok', 'ordinal', 'Which Soviet Antarctic Expedition set up Vostok Station?', 'The second [1].'),
    (3, 'bad', 'changed_number', 'At what depth was the lake reached?', 'At 3,406 metres, on 5 February 2012 [1].'),
    (3, 'bad', 'changed_number', 'How big is Lake Vostok?', 'About 250 kilometres long and 80 kilometres wide, covering some 15,000 square kilometres [1].'),
    (3, 'bad', 'swapped_name', 'What are the lake and the station named after?', "The Vostok, meaning 'East', a sloop of the explorer Mikhail Lazarev [1]."),
    (3, 'bad', 'added_place', "Who mapped the lake's outline in 1996?", 'Russian and British scientists, by combining airborne radar with satellite altimetry [1].'),
    (3, 'bad', 'wrong_alternative', "Was the lake's surface reached in 2012 or in 2013?", 'In 2013, after more than two decades of drilling [1].'),
    (3, 'bad', 'changed_number_word', 'How long had the Russians been drilling when they reached the lake?', 'More than three decades [1].'),
    (3, 'bad', 'negation_flip', 'Is Lake Vostok the largest lake under the Antarctic ice?', 'No, it is only one of the smaller lakes hidden beneath the Antarctic ice [1].'),
    (4, 'ok', 'paraphrase', 'Which was completed first, the Ghent Altarpiece or the Zij-i Sultani?', 'The Ghent Altarpiece, which Jan van Eyck completed in 1432 [2], five years before the Zij-i Sultani was completed in 1437 [1].', [2]),
    (4, 'ok', 'paraphrase', 'What became of Ulugh Beg and his observatory?', 'He was killed in 1449 in a revolt led by his son Abd al-Latif, and the observatory was later abandoned and pulled down [1].'),
    (4, 'ok', 'paraphrase', "How was the observatory's site found again?", 'In 1908 V. L. Vyatkin traced it through an old endowment document and dug up the lower part of the meridian arc [1].'),
    (4, 'ok', 'short_answer', 'Who built the observatory?', 'Ulugh Beg, a grandson of Timur [1].'),
    (4, 'ok', 'short_answer', "What is the observatory's main instrument often called?", 'The Fakhri sextant.'),
    (4, 'ok', 'short_answer', 'Where was the star catalogue published?', 'In Oxford, in 1665 [1].'),
    (4, 'ok', 'number_word', 'How many stars does the Zij-i Sultani list?', 'One thousand and eighteen [1].'),
    (4, 'ok', 'number_word', 'What was the radius of the meridian arc?', 'About forty metres [1].'),
    (4, 'ok', 'equivalent_name', 'How long did the astronomers find the year to be, in hours?', '8,766 hours, 10 minutes and 8 seconds [1].'),
    (4, 'ok', 'hedge', 'How wide was the trench that held the arc?', 'Roughly two metres [1].'),
    (4, 'ok', 'yes_no', 'Was their measurement of the year accurate?', 'Yes, their 365 days, 6 hours, 10 minutes and 8 seconds was less than a minute longer than the modern value [1].'),
    (4, 'ok', 'date_format', 'When was Ulugh Beg killed?', 'On 27/10/1449 [1].'),
    (4, 'ok', 'name_form', 'Which astronomers worked at the observatory?', 'Among others Qadi Zada, al-Kashi and Qushji [1].'),
    (4, 'ok', 'alternative', 'Was the observatory on Kuhak hill or inside Samarkand?', 'On Kuhak hill, near the city [1].'),
    (4, 'bad', 'changed_number', 'How many stars are listed in the Zij-i Sultani?', 'The positions of 994 stars [1].'),
    (4, 'bad', 'changed_number', 'When did Vyatkin find the site?', 'In 1918, using an old endowment document [1].'),
    (4, 'bad', 'swapped_name', 'Who led the revolt in which Ulugh Beg was killed?', 'His son Abd al-Aziz [1].'),
    (4, 'bad', 'added_place', 'What did Vyatkin uncover in 1908?', 'The lower part of the meridian arc, with its brass rails still in place [1].'),
    (4, 'bad', 'wrong_alternative', 'Was the star catalogue published in Oxford or in Samarkand?', 'In Samarkand, in 1437 [1].'),
    (4, 'bad', 'wrong_short_answer', 'Who built the observatory at Samarkand?', 'Timur.'),
    (5, 'ok', 'paraphrase', 'What happened to the Overland Telegraph in the month the Iwakura embassy crossed to Britain?', 'The embassy crossed to Britain in August 1872 [1], the month in which the two ends of the Australian Overland Telegraph Line were joined, on 22 August [2].', [9]),
    (5, 'ok', 'paraphrase', "What were the Iwakura Mission's aims?", "To win recognition for Emperor Meiji's restored imperial government, to open talks on revising the unequal treaties, and to study Western industry, government and schools [1]."),
    (5, 'ok', 'paraphrase', 'How did the embassy come home?', 'It sailed back by way of the Suez Canal and reached Japan on 13 September 1873 [1].'),
    (5, 'ok', 'short_answer', 'Who led the mission?', 'Iwakura Tomomi, as ambassador extraordinary and plenipotentiary [1].'),
    (5, 'ok', 'short_answer', 'Which ship carried the embassy from Yokohama?', 'The Pacific Mail steamer America.'),
    (5, 'ok', 'number_word', 'How many people took part in the mission?', 'One hundred and seven, students included [1].'),
    (5, 'ok', 'number_word', 'How long was the embassy away?', 'Six hundred and thirty days [1].'),
    (5, 'ok', 'equivalent_name', 'How long was the embassy away, in weeks?', '90 weeks [1].'),
    (5, 'ok', 'hedge', 'How big was the Iwakura Mission?', 'About a hundred people, students included [1].'),
    (5, 'ok', 'yes_no', 'Did the embassy meet the American president?', 'Yes, it met President Ulysses S. Grant during its eight months or so in the United States [1].'),
    (5, 'ok', 'date_format', 'When did the mission leave Yokohama?', 'On December 23rd, 1871 [1].'),
    (5, 'ok', 'name_form', "Who compiled the mission's official record?", "Kunitake Kume, Iwakura's secretary [1]."),
    (5, 'ok', 'alternative', 'Did the embassy sail home through the Suez Canal or round the Cape of Good Hope?', 'Through the Suez Canal [1].'),
    (5, 'bad', 'changed_number', 'When did the mission get back to Japan?', 'On 13 September 1873, after 632 days away [1].'),
    (5, 'bad', 'changed_number', 'How many people were in the mission?', '100 people, students included [1].'),
    (5, 'bad', 'swapped_name', 'Which American president did the embassy meet?', 'President Andrew Johnson [1].'),
    (5, 'bad', 'swapped_name', 'Who were the vice-ambassadors?', 'There were four, among them Ōkubo Toshimichi, Kido Takayoshi and Ōkuma Shigenobu [1].'),
    (5, 'bad', 'added_place', 'Where did the embassy go after the United States?', 'It crossed to Britain in August 1872, where it toured the shipyards of the Clyde, and went on to a dozen countries of Europe [1].'),
    (5, 'bad', 'negation_flip', "Was the mission's official record ever published?", "No, Kume Kunitake's record was kept private and never published [1]."),
    (5, 'bad', 'changed_number_word', 'How long was the official record?', 'Three volumes, published in 1878 [1].'),
    (6, 'ok', 'paraphrase', 'How many years after the Bell Rock light was first lit was Charles Todd born?', '15 years: the Bell Rock light was first lit on 1 February 1811 [1], and Todd was born on 7 July 1826 [2].', [9]),
    (6, 'ok', 'paraphrase', 'Why was the lighthouse finally allowed?', 'The warship HMS York was lost with all hands in 1804, and Parliament then allowed the lighthouse by an act of 1806 [1].'),
    (6, 'ok', 'short_answer', 'Who proposed a lighthouse on the Bell Rock?', 'Robert Stevenson, in 1799 [1].'),
    (6, 'ok', 'short_answer', 'Which poem tells the legend of the bell?', "Robert Southey's The Inchcape Rock."),
    (6, 'ok', 'short_answer', 'What is the Signal Tower used as today?', 'A museum [1].'),
    (6, 'ok', 'number_word', 'How tall is the tower?', 'Thirty-five metres [1].'),
    (6, 'ok', 'equivalent_name', 'How deep is the water over the reef at high tide, in metres?', 'About 4.9 metres [1].'),
    (6, 'ok', 'hedge', 'How long did the building take?', 'About three years, from 1807 to 1810 [1].'),
    (6, 'ok', 'yes_no', 'Are there still keepers at the lighthouse?', 'No, it has been automatic since 1988 [1].'),
    (6, 'ok', 'date_format', 'When was the light first lit?', 'On Feb. 1, 1811 [1].'),
    (6, 'ok', 'name_form', 'Who was the chief engineer?', 'Rennie [1].'),
    (6, 'ok', 'alternative', 'Does the lighthouse lie off Arbroath or off Aberdeen?', 'Off Arbroath, in Angus [1].'),
    (6, 'ok', 'ordinal', 'In which century did an abbot reportedly fix a bell on the rock?', 'In the fourteenth century [1].'),
    (6, 'bad', 'changed_number', 'How far off the coast is the lighthouse?', '12 miles (19 km) off Arbroath [1].'),
    (6, 'bad', 'changed_number', 'Since when has the lighthouse been automatic?', 'Since 1998 [1].'),
    (6, 'bad', 'swapped_name', 'Who wrote the poem about the Inchcape bell?', 'Sir Walter Scott, in The Inchcape Rock [1].'),
    (6, 'bad', 'added_place', 'What happened to HMS York in 1804?', 'The warship was wrecked on the Inchcape reef and lost with all hands [1].'),
    (6, 'bad', 'changed_ordinal', 'When did the abbot fix a bell on the rock?', 'In the 15th century, according to legend [1].'),
    (6, 'bad', 'negation_flip', 'Is the reef covered at high tide?', 'No, it stays some 16 feet clear of the water at high tide [1].'),
    (6, 'bad', 'wrong_alternative', 'Was the tower first lit in 1810 or in 1811?', 'In 1810, when building finished [1].'),
    (7, 'ok', 'paraphrase', 'How did Meroë become the royal burial ground of Kush?', "The kingdom's centre moved upstream to Meroë from Nuri in about 270 BC, and from the 3rd century BC most royal burials were there [1]."),
    (7, 'ok', 'paraphrase', "How do the pyramids of Meroë differ from Egypt's?", 'They are smaller and steeper, built of sandstone blocks and only 6 to 30 metres high, against about 140 metres for the tallest at Giza [1].'),
    (7, 'ok', 'paraphrase', 'What damage did Giuseppe Ferlini do?', "In 1834 he pulled down Queen Amanishakheto's pyramid, where he found her jewellery, and many other pyramids lost their tops in his search [1]."),
    (7, 'ok', 'short_answer', "Where is Queen Amanishakheto's treasure now?", 'In museums in Berlin and Munich [1].'),
    (7, 'ok', 'short_answer', "Which kingdom's royal tombs are the pyramids of Meroë?", 'The Kingdom of Kush.'),
    (7, 'ok', 'number_word', 'How many pyramids stand at Meroë?', 'About two hundred, in three cemeteries [1].'),
    (7, 'ok', 'number_word', 'How far is Meroë from Khartoum?', 'About two hundred kilometres, to the north-east [1].'),
    (7, 'ok', 'equivalent_name', 'How tall are the tallest pyramids of Meroë in feet?', 'About 100 feet [1].'),
    (7, 'ok', 'hedge', 'How much taller is the tallest pyramid at Giza than the tallest at Meroë?', 'Roughly four and a half times as tall: about 140 metres against 30 [1].'),
    (7, 'ok', 'yes_no', 'Is Meroë a World Heritage Site?', 'Yes, it has been on the World Heritage List since 2011, together with Musawwarat es-Sufra and Naqa [1].'),
    (7, 'ok', 'date_format', "When did Ferlini pull down the queen's pyramid?", 'In the year 1834 [1].'),
    (7, 'ok', 'name_form', 'Whose pyramid did Ferlini pull down?', "Amanishakheto's, a queen of Kush [1]."),
    (7, 'ok', 'alternative', 'Are the pyramids of Meroë on the east or the west bank of the Nile?', 'On the east bank [1].'),
    (7, 'ok', 'ordinal', 'In which century AD did the Kingdom of Kush fall?', 'In the fourth century AD [1].'),
    (7, 'bad', 'changed_number', 'How many years apart were Chan Chan and Meroë put on the World Heritage List?', '26 years: Chan Chan was listed in 1986 [2] and Meroë in 2012 [1].', [10]),
    (7, 'bad', 'swapped_name', "Where is Amanishakheto's treasure kept today?", 'It is divided between museums in Berlin and Vienna [1].'),
    (7, 'bad', 'added_place', 'What did Ferlini find at Meroë?', "Queen Amanishakheto's jewellery, hidden in a chamber near the top of her pyramid [1]."),
    (7, 'bad', 'changed_ordinal', 'When did the Kingdom of Kush fall?', 'In the 5th century AD [1].'),
    (7, 'bad', 'changed_number_word', 'How many cemeteries hold the pyramids of Meroë?', 'Two cemeteries, with about 200 pyramids between them [1].'),
    (7, 'bad', 'wrong_short_answer', 'How many pyramids are there at Meroë?', 'About 100.'),
    (8, 'ok', 'paraphrase', 'What pointed Tu Youyou to sweet wormwood?', "Ge Hong's 4th-century Handbook of Prescriptions for Emergency Treatments, after her team had collected some 640 prescriptions from old medical books and folk remedies [1]."),
    (8, 'ok', 'paraphrase', 'Why did Tu extract the plant with ether?', 'She realised that heat could destroy the active ingredient, so she used ether at a low temperature [1].'),
    (8, 'ok', 'paraphrase', "Why was Tu called the 'professor of three noes'?", 'Because she had no doctorate, had never trained abroad and belonged to no academy [1].'),
    (8, 'ok', 'short_answer', 'Where was Tu Youyou born?', 'In Ningbo, Zhejiang [1].'),
    (8, 'ok', 'short_answer', 'What compound did her group isolate in 1972?', 'Artemisinin.'),
    (8, 'ok', 'number_word', 'How many prescriptions did her team collect?', 'Some six hundred and forty [1].'),
    (8, 'ok', 'equivalent_name', 'Which prize did Tu share in 2015?', 'The Nobel Prize for Medicine, shared with William Campbell and Satoshi Ōmura [1].'),
    (8, 'ok', 'hedge', 'How old was Tu when she became head of the Project 523 group?', 'About 38: she was born at the end of 1930 and took charge in January 1969 [1].'),
    (8, 'ok', 'yes_no', 'Did Tu test the extract on herself?', 'Yes, she volunteered as the first person to take it [1].'),
    (8, 'ok', 'date_format', 'When was Project 523 launched?', 'On 23.05.1967 [1].'),
    (8, 'ok', 'name_form', 'Who shared the 2015 Nobel Prize with Tu?', 'Campbell and Ōmura [1].'),
    (8, 'ok', 'alternative', 'Did Tu extract the active ingredient with hot water or with ether?', 'With ether, at a low temperature [1].'),
    (8, 'ok', 'ordinal', "In which century was Ge Hong's handbook written?", 'In the fourth century [1].'),
    (8, 'bad', 'changed_number', 'How many years after Lake Vostok was reached did Tu share the Nobel Prize?', 'Four years: the drill reached the lake in 2011 [2], and Tu shared the Nobel Prize in 2015 [1].', [3]),
    (8, 'bad', 'changed_number', 'When did Tu win the Lasker Award?', 'In 2012 [1].'),
    (8, 'bad', 'swapped_name', 'Whose text pointed Tu to sweet wormwood?', "Li Shizhen's 4th-century Handbook of Prescriptions for Emergency Treatments [1]."),
    (8, 'bad', 'added_place', 'How did her team test the extract?', 'In October 1971 the extract completely stopped the parasite in laboratory tests on mice [1].'),
    (8, 'bad', 'negation_flip', 'Did Tu train abroad?', 'Yes, she trained abroad, though she never earned a doctorate [1].'),
    (8, 'bad', 'wrong_alternative', 'Was Project 523 a civilian or a military programme?', 'A civilian public-health programme [1].'),
    (8, 'bad', 'wrong_kind', 'Where did Tu Youyou study pharmacy?', 'She was born in Ningbo, Zhejiang, on 30 December 1930 [1].'),
    (9, 'ok', 'paraphrase', 'On what condition did South Australia agree to build the line?', 'That the British-Australian Telegraph Company would lay a submarine cable from Java to Darwin [1].'),
    (9, 'ok', 'paraphrase', "How did the line's cost compare with its budget?", 'It rose from a budget of £128,000 to about £480,000 [1].'),
    (9, 'ok', 'short_answer', 'Who led the building of the Overland Telegraph Line?', 'Charles Todd [1].'),
    (9, 'ok', 'short_answer', 'Whose route did Todd follow?', "John McDouall Stuart's [1]."),
    (9, 'ok', 'short_answer', 'What forced the switch to iron poles?', 'Termites.'),
    (9, 'ok', 'number_word', 'How many poles carried the wire?', 'About thirty-six thousand [1].'),
    (9, 'ok', 'number_word', 'How long was the line?', 'Some three thousand two hundred kilometres [1].'),
    (9, 'ok', 'equivalent_name', 'How long was the line in miles?', 'About 2,000 miles [1].'),
    (9, 'ok', 'hedge', 'How many times its budget did the line end up costing?', 'Nearly four times: about £480,000 against £128,000 [1].'),
    (9, 'ok', 'yes_no', 'Was the line finished by its deadline?', 'No, the two ends were joined on 22 August 1872, months after the deadline of 1 January 1872 [1].'),
    (9, 'ok', 'date_format', 'When were the two ends of the line joined?', 'On Aug. 22nd, 1872 [1].'),
    (9, 'ok', 'name_form', 'Who was knighted in 1893?', 'Sir Charles Todd [1].'),
    (9, 'ok', 'ordinal', 'On which attempt did Stuart cross the continent?', 'On his sixth, in 1862 [1].'),
    (9, 'bad', 'changed_number', "How long after the Iwakura embassy left Yokohama were the telegraph's two ends joined?", 'About nine months: the embassy left Yokohama on 23 November 1871 [2], and the two ends were joined on 22 August 1872 [1].', [5]),
    (9, 'bad', 'changed_number', 'When was the first pole planted?', 'On 15 September 1871, at Darwin [1].'),
    (9, 'bad', 'swapped_name', 'Where was Charles Todd born?', 'In Greenwich, on 7 July 1826 [1].'),
    (9, 'bad', 'added_place', 'Who led the work?', "Charles Todd, Adelaide's superintendent of telegraphs, whose wife Alice gave her name to Alice Springs [1]."),
    (9, 'bad', 'added_place', 'What was the submarine cable to connect?', 'Java with Darwin, and through Java with Singapore [1].'),
    (9, 'bad', 'changed_ordinal', 'Which of his attempts got Stuart across the continent?', 'On his fifth attempt, in 1862 [1].'),
    (9, 'bad', 'changed_number_word', 'How many wires did the poles carry?', 'Two wires, on about 36,000 poles [1].'),
    (10, 'ok', 'paraphrase', 'How many years apart did Chan Chan and Meroë become World Heritage Sites?', '25 years: Chan Chan became a World Heritage Site in 1986 [1], and Meroë joined the list in 2011 [2].', [7]),
    (10, 'ok', 'paraphrase', 'What does each ciudadela at Chan Chan contain?', 'Plazas, storerooms, reservoirs and a burial platform, all inside great walls [1].'),
    (10, 'ok', 'paraphrase', 'What happened to Chimor and its capital?', 'The Incas conquered Chimor around 1470, and Spanish conquistadors looted the burial platforms in 1532 [1].'),
    (10, 'ok', 'short_answer', 'Which kingdom was Chan Chan the capital of?', 'Chimor, the kingdom of the Chimú [1].'),
    (10, 'ok', 'short_answer', 'What does the name Nik An mean?', 'House of the Centre.'),
    (10, 'ok', 'short_answer', 'Which modern city is Chan Chan near?', 'Trujillo [1].'),
    (10, 'ok', 'number_word', 'How high are the walls of Nik An?', 'Ten to twelve metres [1].'),
    (10, 'ok', 'number_word', 'How many people may have lived in Chan Chan?', 'Some sixty thousand [1].'),
    (10, 'ok', 'equivalent_name', 'How large was Chan Chan in square miles?', 'About 7.7 square miles [1].'),
    (10, 'ok', 'hedge', 'For how long was Chan Chan a city before the Inca conquest?', 'Roughly six centuries, from its founding around 850 to the conquest around 1470 [1].'),
    (10, 'ok', 'yes_no', 'Is Chan Chan on the List of World Heritage in Danger?', 'Yes, it was put on that list in 1986, the same year it became a World Heritage Site [1].'),
    (10, 'ok', 'date_format', 'When did Spanish conquistadors loot the burial platforms?', 'In AD 1532 [1].'),
    (10, 'ok', 'name_form', 'Who is the Tschudi complex named after?', 'Tschudi, a Swiss [1].'),
    (10, 'ok', 'alternative', 'Is Chan Chan east or west of Trujillo?', 'West, about 5 kilometres away [1].'),
    (10, 'bad', 'changed_number', 'How big was Chan Chan?', 'It covered some 20 square kilometres, with a dense centre of about 8 square kilometres [1].'),
    (10, 'bad', 'changed_number', 'Roughly how many people lived in Chan Chan?', 'Some 100,000 people [1].'),
    (10, 'bad', 'swapped_name', 'Who conquered Chimor around 1470?', 'Spanish conquistadors [1].'),
    (10, 'bad', 'added_place', 'How are the walls of Nik An decorated?', 'With adobe friezes of fish, waves, seabirds and sea otters, painted red and yellow [1].'),
    (10, 'bad', 'wrong_alternative', "Does Chan Chan's centre hold nine or ten walled compounds?", 'Ten [1].'),
    (10, 'bad', 'wrong_short_answer', 'When did the Incas conquer Chimor?', 'Around 1400.'),
    (11, 'ok', 'paraphrase', 'Why should I pour the mixture in straight after switching on?', 'Because the bowl starts to thaw within minutes once it is out of the freezer [1].'),
    (11, 'ok', 'paraphrase', 'How do I know the bowl is frozen enough?', 'When you shake it and no longer hear any liquid moving, after at least 12 hours at −18 °C or colder [1].'),
    (11, 'ok', 'short_answer', 'How long does the ice cream take?', '20 to 30 minutes [1].'),
    (11, 'ok', 'short_answer', 'What should I use to serve from the bowl?', 'Plastic or wooden spoons.'),
    (11, 'ok', 'number_word', 'How much mixture can go in the bowl at most?', 'One litre [1].'),
    (11, 'ok', 'equivalent_name', 'How cold must the freezer be, in Fahrenheit?', 'About 0 °F or colder [1].'),
    (11, 'ok', 'equivalent_name', 'How long must the bowl freeze, in minutes?', 'At least 720 minutes [1].'),
    (11, 'ok', 'hedge', 'How long does churning take?', 'About half an hour at most [1].'),
    (11, 'ok', 'yes_no', 'Can the bowl go in the dishwasher?', 'No, wash it by hand in warm soapy water and dry it fully [1].'),
    (11, 'ok', 'date_format', 'If I put the bowl in the freezer at 8 pm on Friday 5 March 2027, when is it ready at the earliest?', 'At 8 am on Saturday 6 March 2027, after 12 hours [1].'),
    (11, 'ok', 'name_form', 'Which machine are these instructions for?', 'The IC15 [1].'),
    (11, 'ok', 'alternative', 'Should I switch on before or after pouring in the mixture?', 'Before: fit the bowl and paddle, switch on, then pour the mixture through the spout [1].'),
    (11, 'ok', 'ordinal', 'When can I add chopped nuts?', 'Only after the first five minutes [1].'),
    (11, 'bad', 'changed_number', 'How long must the bowl be frozen before use?', 'At least 8 hours, at −18 °C or colder [1].'),
    (11, 'bad', 'changed_number', 'How much does the machine make at a time?', 'Up to 2 litres of ice cream, sorbet or frozen yoghurt [1].'),
    (11, 'bad', 'swapped_name', 'What kind of spoons should I use in the bowl?', 'Plastic or metal ones, never wooden ones [1].'),
    (11, 'bad', 'added_place', 'What do I do if the paddle starts reversing?', 'Switch off, as the mixture is too thick, and let it rest for 5 minutes before switching on again [1].'),
    (11, 'bad', 'negation_flip', 'Do I need to chill the mixture first?', 'No need; you can pour it in at room temperature [1].'),
    (11, 'bad', 'wrong_alternative', 'Should the mixture go in before switching on or after?', 'Before switching on, so that the paddle starts in the mixture [1].'),
    (11, 'bad', 'changed_number_word', 'When can I add chocolate?', 'Only after the first ten minutes [1].'),
    (12, 'ok', 'paraphrase', 'What does -c do?', 'It picks a broken download up from the partial file instead of starting it over [1].'),
    (12, 'ok', 'paraphrase', 'Why would I use --limit-rate and --wait?', 'To spare a busy server: the first caps the download speed and the second pauses between requests [1].'),
    (12, 'ok', 'short_answer', 'Which option saves into another directory?', '-P dir [1].'),
    (12, 'ok', 'short_answer', 'Where does wget -b write its progress?', 'To a file called wget-log.'),
    (12, 'ok', 'short_answer', 'How do I fetch every URL listed in a file?', 'wget -i list.txt [1].'),
    (12, 'ok', 'number_word', 'How many times does wget try by default?', 'Twenty times [1].'),
    (12, 'ok', 'equivalent_name', 'What speed does --limit-rate=500k allow?', 'About half a megabyte a second [1].'),
    (12, 'ok', 'hedge', 'How long will 31 requests made with --wait=2 spend pausing?', 'Roughly a minute [1].'),
    (12, 'ok', 'yes_no', 'Does wget retry after a 404 Not Found?', 'No, 404 Not Found is a fatal error, which wget does not retry [1].'),
    (12, 'ok', 'date_format', 'If I start fetching 31 pages at 09:00:00 with --wait=2, when does the last request go out at the earliest?', 'At 09:01:00, after 30 pauses of two seconds [1].'),
    (12, 'ok', 'name_form', 'Which tool can keep a download going after I log out?', 'Wget, since it does not need you at the keyboard [1].'),
    (12, 'ok', 'alternative', 'Does a plain number in --limit-rate mean bytes or kilobytes?', 'Bytes; --limit-rate=500k is 500 kilobytes a second [1].'),
    (12, 'ok', 'ordinal', 'How deep does -r follow links by default?', 'Down to the fifth level [1].'),
    (12, 'bad', 'changed_number', 'How many times does wget retry by default?', '10 times, unless -t sets another number [1].'),
    (12, 'bad', 'changed_number', 'How deep does -r go unless told otherwise?', 'To a depth of 10 levels, unless -l gives another [1].'),
    (12, 'bad', 'swapped_name', 'Which option resumes a broken download?', '-N, which resumes the partial file instead of starting again [1].'),
    (12, 'bad', 'added_place', 'What does -b do?', 'It runs wget in the background and writes its progress to a file called wget-log in your home directory [1].'),
    (12, 'bad', 'negation_flip', 'What does -t 0 do?', 'It turns retrying off altogether, so wget gives up at the first failure [1].'),
    (12, 'bad', 'wrong_alternative', 'Does -O set the file name or the directory?', 'The directory to save into [1].'),
    (12, 'bad', 'wrong_kind', 'How do I stop wget climbing to the parent directory?', 'With -r, wget follows links recursively to a depth of 5 levels unless -l gives another [1].'),
    (13, 'ok', 'paraphrase', 'What happens to items that nobody collects?', 'After 90 days they may be given to charity, once Wrenfield has tried to contact the owner [1].'),
    (13, 'ok', 'paraphrase', 'What if my coat has no care label?', 'You will be asked to sign a consent form before it is cleaned [1].'),
    (13, 'ok', 'short_answer', 'What do I need to bring back for a free re-clean?', 'The item, with its ticket still attached, within 2 days [1].'),
    (13, 'ok', 'short_answer', 'What should I do before handing in a jacket?', 'Empty all its pockets.'),
    (13, 'ok', 'number_word', 'How long do I have to claim for damage or loss?', 'Forty-eight hours from collection [1].'),
    (13, 'ok', 'number_word', 'What is the most Wrenfield will pay out on one order?', 'Two hundred pounds [1].'),
    (13, 'ok', 'equivalent_name', 'How long do I have to make a claim?', 'Two days from collecting the item [1].'),
    (13, 'ok', 'hedge', 'How long will Wrenfield keep items that are not collected?', 'About three months [1].'),
    (13, 'ok', 'hedge', 'If cleaning my coat cost £12 and it was ruined, what is the most I could get?', "Up to about £120, less an allowance for the coat's age [1]."),
    (13, 'ok', 'yes_no', 'Will they clean an item that has no care label?', 'Yes, but only once you have signed a consent form [1].'),
    (13, 'ok', 'yes_no', 'Is Wrenfield responsible for damaged sequins?', 'No, it is not responsible for trims, beads and sequins that cannot be removed [1].'),
    (13, 'ok', 'date_format', 'I collected my suit at 5 pm on Monday 1 March 2027. When is the deadline for a damage claim?', '5 pm on Wednesday 3 March 2027 [1].'),
    (13, 'ok', 'name_form', "Which firm's terms are these?", "Wrenfield's, the dry cleaners [1]."),
    (13, 'ok', 'alternative', 'Is compensation capped at five or ten times the cleaning charge?', "Ten times the item's cleaning charge, up to £200 per order [1]."),
    (13, 'bad', 'changed_number', 'What is the most Wrenfield will pay on one order?', "Ten times the item's cleaning charge, up to £250 per order [1]."),
    (13, 'bad', 'swapped_name', 'What happens to items left uncollected for 90 days?', 'They may be sold, after Wrenfield has tried to contact you [1].'),
    (13, 'bad', 'added_place', 'How do I claim for damage?', "Within 48 hours of collection, bringing the item's ticket with you [1]."),
    (13, 'bad', 'changed_number_word', "What is Wrenfield's liability limit?", "Five times the item's cleaning charge, up to £200 per order [1]."),
    (13, 'bad', 'negation_flip', 'Do I need to empty the pockets?', "No need; anything left in the pockets is covered by Wrenfield's liability [1]."),
    (13, 'bad', 'wrong_alternative', 'Should I point out stains when I hand an item in or when I collect it?', 'When you collect it [1].'),
    (14, 'ok', 'paraphrase', 'Who should not take hyoscine butylbromide tablets?', 'People with glaucoma, myasthenia gravis or megacolon, and anyone pregnant or breastfeeding [1].'),
    (14, 'ok', 'paraphrase', 'How do these tablets ease IBS cramps?', 'They relax the muscles of the gut [1].'),
    (14, 'ok', 'paraphrase', 'What should I do if the tablets do not help?', 'See a doctor if you are no better, or are worse, after two weeks [1].'),
    (14, 'ok', 'short_answer', 'How quickly do the tablets work?', 'Usually within 15 minutes [1].'),
    (14, 'ok', 'short_answer', 'What side effects can they cause?', 'A dry mouth, constipation and blurred vision.'),
    (14, 'ok', 'short_answer', 'What is the starting dose?', 'One tablet three times a day [1].'),
    (14, 'ok', 'number_word', 'What is the most I can take in 24 hours?', 'Eight tablets, that is eighty milligrams [1].'),
    (14, 'ok', 'number_word', 'From what age can these tablets be taken?', 'From twelve [1].'),
    (14, 'ok', 'equivalent_name', 'What is the maximum daily dose in grams?', '0.08 g [1].'),
    (14, 'ok', 'hedge', 'How soon should the cramps ease?', 'Within a quarter of an hour or so [1].'),
    (14, 'ok', 'yes_no', 'Can I take them while breastfeeding?', 'No, they should not be taken by anyone who is pregnant or breastfeeding [1].'),
    (14, 'ok', 'date_format', 'I started the tablets on Monday 1 February 2027. From when should I see a doctor if I am no better?', 'From Monday 15 February 2027, two weeks on [1].'),
    (14, 'ok', 'alternative', 'Is this the same medicine as hyoscine hydrobromide or a different one?', 'A different one: hyoscine hydrobromide is a travel sickness medicine [1].'),
    (14, 'bad', 'changed_number', 'How fast do the tablets act?', 'Usually within 30 minutes [1].'),
    (14, 'bad', 'changed_number', 'What is the daily maximum?', 'No more than 10 tablets (100 mg) in 24 hours [1].'),
    (14, 'bad', 'swapped_name', 'Which conditions rule these tablets out?', 'Asthma, myasthenia gravis or a very enlarged bowel, as well as pregnancy and breastfeeding [1].'),
    (14, 'bad', 'added_place', 'What side effects can the tablets cause?', 'A dry mouth, constipation, blurred vision and headaches [1].'),
    (14, 'bad', 'negation_flip', "Do I need a doctor's diagnosis of IBS before taking them?", 'No, you can take them for any stomach cramps without a diagnosis [1].'),
    (14, 'bad', 'changed_number_word', 'When should I see a doctor about my symptoms?', 'If you do not feel better, or feel worse, after one week [1].'),
    (14, 'bad', 'wrong_short_answer', 'What is the youngest age for these tablets?', 'Six.'),
    (15, 'ok', 'paraphrase', 'What happens if the price changes before my pre-order is dispatched?', 'If it drops you pay the lower price, and if it rises you still pay the price shown when you ordered [1].'),
    (15, 'ok', 'paraphrase', 'What if my order mixes a pre-order with items in stock?', 'The in-stock items are sent straight away and the whole delivery charge is taken then; the pre-order follows later at no extra delivery cost [1].'),
    (15, 'ok', 'short_answer', 'When is my card actually charged?', 'Only on dispatch [1].'),
    (15, 'ok', 'short_answer', 'Who sets the release dates?', 'The publishers.'),
    (15, 'ok', 'short_answer', 'How can I cancel a pre-order?', 'From your account or by email, at any time before dispatch [1].'),
    (15, 'ok', 'number_word', 'How many copies of one title can I pre-order?', 'Two at most [1].'),
    (15, 'ok', 'equivalent_name', 'How long does Kettleby take to release the authorisation if the supplier lets it down?', 'Up to a working week [1].'),
    (15, 'ok', 'hedge', 'I pre-ordered 2 copies at £40 each and the price dropped to £35 before dispatch. What will I pay for the games?', 'About £70 for the pair [1].'),
    (15, 'ok', 'yes_no', 'Will I be charged if I cancel before dispatch?', 'No, nothing is charged if you cancel before the item is dispatched [1].'),
    (15, 'ok', 'yes_no', 'Will Kettleby tell me if a release date moves?', 'Yes, it will email you a new estimate [1].'),
    (15, 'ok', 'date_format', 'If the supplier cannot fill my pre-order and Kettleby cancels it on Monday 8 March 2027, by when is the authorisation released?', 'By Monday 15 March 2027 [1].'),
    (15, 'ok', 'name_form', 'Whose Pre-order Price Promise is this?', "Kettleby's [1]."),
    (15, 'ok', 'alternative', 'Is my card charged when I order or when the item is dispatched?', 'When it is dispatched; at the time of ordering it is only authorised [1].'),
    (15, 'bad', 'changed_number', 'How many copies of each title may I pre-order?', 'Up to 3 copies of each title [1].'),
    (15, 'bad', 'changed_number', 'How soon is the authorisation released if the supplier cannot fill my pre-order?', 'Within 10 working days [1].'),
    (15, 'bad', 'swapped_name', 'How will I hear about a change of release date?', 'By text message, with a new estimate [1].'),
    (15, 'bad', 'added_place', 'What if an order also contains items in stock?', 'Those are sent straight away with the whole delivery charge, and the pre-order follows later by tracked courier at no extra cost [1].'),
    (15, 'bad', 'wrong_alternative', 'Is my card charged when I place the order or on dispatch?', 'When you place the order [1].'),
    (15, 'bad', 'negation_flip', 'If the price rises before dispatch, do I pay more?', 'Yes, you pay the new, higher price [1].'),
    (15, 'bad', 'wrong_kind', 'What happens if the supplier cannot fill my pre-order?', 'Release dates are set by publishers and may change, and Kettleby will email you a new estimate [1].'),
    (16, 'ok', 'paraphrase', 'How do I know the griddle is hot enough?', 'Sprinkle a few drops of water on it; when they skip about, it is ready [1].'),
    (16, 'ok', 'paraphrase', 'Why cook the cakes on a low heat?', 'If they cook too fast, the middles stay raw [1].'),
    (16, 'ok', 'paraphrase', 'Why use a plain cutter rather than a fluted one?', 'A plain one cuts through the fruit more easily than the traditional fluted kind [1].'),
    (16, 'ok', 'short_answer', 'How many Welsh cakes does the recipe make?', 'About 18 [1].'),
    (16, 'ok', 'short_answer', 'What are Welsh cakes called in Wales?', 'Picau ar y maen, or bakestones.'),
    (16, 'ok', 'short_answer', 'How thick should I roll the dough?', '5 mm [1].'),
    (16, 'ok', 'number_word', 'How much flour goes in?', 'Three hundred and fifty grams of self-raising flour [1].'),
    (16, 'ok', 'number_word', 'How much butter do I need?', 'One hundred and seventy-five grams [1].'),
    (16, 'ok', 'equivalent_name', 'How wide is the cutter in inches?', 'About 3 inches [1].'),
    (16, 'ok', 'hedge', 'How long does each cake take to cook?', 'Around six minutes in all, about three on each side [1].'),
    (16, 'ok', 'hedge', 'How much sugar goes into the dough?', 'A little over 100 g of caster sugar [1].'),
    (16, 'ok', 'yes_no', 'Will the cakes keep for a few days?', 'No, they are meant to be eaten on the day they are made, buttered [1].'),
    (16, 'ok', 'date_format', 'If I put the first batch on at 3:50 pm, when will it be done?', 'At about 3:56 pm, after about 3 minutes on each side [1].'),
    (16, 'ok', 'alternative', 'Should the griddle be on a low or a high heat?', 'On a low heat [1].'),
    (16, 'bad', 'changed_number', 'How long should the cakes cook?', 'About 5 minutes on each side, until golden brown [1].'),
    (16, 'bad', 'swapped_name', 'What dried fruit goes into the dough?', '100 g of sultanas [1].'),
    (16, 'bad', 'added_place', 'What is the egg beaten with?', 'About 2 tablespoons of milk and a squeeze of lemon juice [1].'),
    (16, 'bad', 'changed_number_word', 'How many cakes does the recipe make?', 'About twelve [1].'),
    (16, 'bad', 'wrong_alternative', 'Should I use a plain or a fluted cutter?', 'A fluted one, which cuts through the fruit more easily [1].'),
    (16, 'bad', 'wrong_short_answer', 'How thick should I roll out the dough?', '1 cm.'),
    (17, 'ok', 'paraphrase', 'What counts as normal household use?', 'Cutting food on a wooden or plastic board, washing by hand and regular sharpening [1].'),
    (17, 'ok', 'paraphrase', 'What happens if Corvane accepts my claim?', 'It repairs or replaces the knife, as it chooses, and refunds the postage of the claim [1].'),
    (17, 'ok', 'paraphrase', 'What will void the guarantee?', 'Putting the knife in a dishwasher, soaking it, or altering or regrinding it yourself [1].'),
    (17, 'ok', 'short_answer', 'What do I need to send to claim?', 'The knife, the original receipt and photos of the fault [1].'),
    (17, 'ok', 'short_answer', 'Who pays the postage for the free yearly resharpening?', 'You do, both ways.'),
    (17, 'ok', 'number_word', 'How long does the guarantee last?', 'Twenty-five years from purchase [1].'),
    (17, 'ok', 'equivalent_name', 'How long is the guarantee in months?', '300 months [1].'),
    (17, 'ok', 'equivalent_name', 'How often will Corvane resharpen a knife for free?', 'Once every twelve months [1].'),
    (17, 'ok', 'hedge', 'My knife was bought in 2020 and replaced in 2030. How long is the replacement covered?', 'For about 15 more years, until around 2045 [1].'),
    (17, 'ok', 'yes_no', 'Is a chip in the blade covered?', 'No, chips, nicks and a broken tip are excluded, though small nicks usually come out with sharpening [1].'),
    (17, 'ok', 'date_format', 'I bought my knife on 14 May 2027. When does the guarantee run out?', 'On 14/05/2052 [1].'),
    (17, 'ok', 'name_form', 'Whose knives does this guarantee cover?', "Corvane's kitchen knives [1]."),
    (17, 'ok', 'alternative', 'Should I wash the knife by hand or in a dishwasher?', 'By hand; a dishwasher voids the guarantee [1].'),
    (17, 'bad', 'changed_number', 'For how many years is a Corvane knife guaranteed?', '20 years from the date of purchase [1].'),
    (17, 'bad', 'swapped_name', 'What should I cut on to keep the guarantee?', 'A wooden or glass board [1].'),
    (17, 'bad', 'swapped_name', 'Who can claim under the guarantee?', 'The original buyer, or anyone who later buys the knife second-hand [1].'),
    (17, 'bad', 'added_place', 'What do I send with a claim?', 'The knife, the original receipt, photos of the fault and a completed claim form [1].'),
    (17, 'bad', 'added_place', 'What does the guarantee cover?', 'A blade that corrodes, a handle that cracks, breaks or works loose, and a blade that will no longer take an edge [1].'),
    (17, 'bad', 'negation_flip', 'Is damage from cutting bones covered?', 'Yes, damage from cutting bones or frozen food is covered [1].'),
    (17, 'bad', 'wrong_alternative', 'Is the postage of a claim refunded in every case or only if the claim is accepted?', 'In every case, whether or not the claim is accepted [1].'),
]
