"""Blind held-out data for issue #18 (`/verify-citations`), set W, written 2026-12-02.

Written as data only by a helper who did not read anything under /work/main (no rules' code, no Rust
tests, no QUALITY.md, BENCHMARKS.md or README.md, no answers of the other corpus files), did not build
verity and did not run it on this file, and ran no git or cargo command at all (see the blind_w section
of BLIND.md). PASSAGES_W are our own wording of public pages read through the search tool; CASES_W are
(passage index, "ok"|"bad", kind, question, answer[, [further passage indexes]]).
Run `python3 make_blind_w.py` to write blind_w.jsonl.
"""

PASSAGES_W = [
    # 0 Abu Simbel
    'Abu Simbel is a pair of temples cut into a Nubian hillside for the pharaoh Ramesses II in the 13th century BC, about 230 km south-west of Aswan. '
    'Four seated colossi of the king, each about 20 metres high, guard the Great Temple, while the smaller temple honours the goddess Hathor and Queen Nefertari. '
    'The traveller Jean-Louis Burckhardt came upon the temples in 1813, and Giovanni Battista Belzoni cleared the entrance four years later. '
    'On 22 February and 22 October the rising sun reaches the sanctuary 61 metres inside the rock and lights the statues of Ramesses, Amun-Ra and Ra-Horakhty for about 20 minutes, leaving Ptah in shadow. '
    'When Lake Nasser rose behind the Aswan High Dam, a UNESCO campaign backed by some 50 countries had both temples cut into about 1,070 blocks averaging 20 tonnes. '
    'Between 1964 and 1968 they were rebuilt on an artificial hill 65 metres higher and about 200 metres back from the river, for some 40 million dollars. '
    'The temples became part of the Nubian Monuments World Heritage Site in 1979.',

    # 1 Kilwa Kisiwani
    'Kilwa Kisiwani is an island of about 12 square kilometres off the coast of southern Tanzania. '
    'From the eleventh century its sultans grew rich on the gold trade, and at its medieval height the town had more than 10,000 inhabitants. '
    "The Moroccan traveller Ibn Battuta, who visited in 1331, was told that Sofala, where the gold dust arrived, lay two weeks' journey away, and he praised the sultan Hasan, called Abu al-Mawahib, 'the father of gifts'. "
    "The coral-stone Great Mosque has what is thought to be the first true dome on Africa's east coast and was enlarged in the 15th century. "
    'The palace of Husuni Kubwa, on a headland above the ocean, dates mostly from the late 13th or early 14th century, has over 100 rooms and an octagonal bathing pool, and may never have been finished. '
    'The Portuguese built a fortress on the island in 1505. '
    'UNESCO listed the ruins, with those of nearby Songo Mnara, as a World Heritage Site in 1981, and they were on its endangered list from 2004 to 2014.',

    # 2 Njinga of Ndongo and Matamba
    'Njinga Mbande, also written Nzinga, was born around 1583 into the ruling family of Ndongo, a Mbundu kingdom in what is now northern Angola. '
    "Her name comes from the Kimbundu verb kujinga, 'to twist or turn', as she was born with the umbilical cord around her neck. "
    'In 1622 her brother, the ngola Mbandi, sent her to Luanda to make peace with the Portuguese governor João Correia de Sousa; offered only a floor mat, she had a servant kneel to serve as her seat. '
    "She took power in Ndongo in 1624 after her brother's death, but the Portuguese declared war in 1626, and by 1628 her depleted army had gone into exile. "
    'Allied with the Imbangala warlord Kasanje, whom she married, she conquered the kingdom of Matamba between 1631 and 1635. '
    'In 1641 she joined forces with the Dutch West India Company, which had captured Luanda, and over the next three years won back large parts of Ndongo. '
    'Baptised as Ana de Sousa, she died at Kabasa on 17 December 1663, aged about 80.',

    # 3 Parícutin
    'Parícutin is a cinder cone in the Mexican state of Michoacán that rose from the cornfield of a farmer, Dionisio Pulido, on 20 February 1943. '
    'At about four in the afternoon Pulido saw a crack some 150 feet long on a knoll of his land; moments later the ground swelled two metres or more and poured out ash and smoke smelling of sulphur. '
    'Within 24 hours the cone stood about 50 metres high, and within a week it had doubled. '
    'Lava forced the evacuation of nearby villages from July 1943 and buried both Parícutin and San Juan Parangaricutiro, whose ruined church still rises above the lava. '
    'No one was killed by the lava or ash, although three people died in lightning strikes during the eruption. '
    'When activity ended in 1952, after nine years and twelve days, the cone stood 424 metres high and more than 233 square kilometres had been damaged. '
    'The volcano lies on the Trans-Mexican Volcanic Belt, which runs 900 kilometres across central Mexico.',

    # 4 Afsluitdijk
    'The Afsluitdijk is a dam and causeway, about 32 kilometres long and 90 metres wide, running from Den Oever in North Holland to Zurich in Friesland. '
    'The engineer Cornelis Lely drew up the first workable plan in 1891 but died in 1929, aged 74, without seeing it finished. '
    'After the flood of 1916 and the food shortages of the First World War, Parliament passed the Zuiderzee Act in 1918, and work on the dam itself began in 1927. '
    'It was built out from four points, the two shores and the construction islands of Kornwerderzand and Breezanddijk, and at the end some ten thousand men worked on it. '
    'The last gap, the Vlieter, was closed on 28 May 1932, two years earlier than planned, and the Zuiderzee inside became the IJsselmeer. '
    'The dam was officially opened on 25 September 1933, and a monument by the architect Willem Dudok marks the spot where it was closed. '
    'Ships pass through the Stevin locks at Den Oever and the Lorentz locks at Kornwerderzand, named after the physicist who calculated its tides.',

    # 5 Rømer's speed of light
    'In 1676 the Danish astronomer Ole Rømer, then at the Royal Observatory in Paris, showed that light does not travel instantly. '
    'Born in Aarhus in 1644, he had been invited to Paris in 1672 by the astronomer Jean Picard. '
    'Rømer timed the eclipses of Io, a moon that circles Jupiter about every 42 hours, and found that they came later while the Earth moved away from Jupiter and earlier as it drew closer. '
    'He predicted that an eclipse due on 9 November 1676 would be about ten minutes late, and on 21 November he told the Academy of Sciences that light needed that time to cross the extra distance. '
    "By his estimate light took about 22 minutes to cross the diameter of the Earth's orbit, which with modern figures implies 226,663 kilometres per second, 24.4% below the true value of 299,792. "
    "The observatory's director, Giovanni Domenico Cassini, never fully accepted it, though Christiaan Huygens and Isaac Newton did. "
    "It was finally confirmed in 1729, when James Bradley explained stellar aberration, nearly two decades after Rømer's death in 1710.",

    # 6 Buddhas of Bamiyan
    'The Buddhas of Bamiyan were two colossal standing figures carved into a cliff in central Afghanistan, about 130 kilometres north-west of Kabul at an elevation of some 2,500 metres. '
    'Carbon dating puts the smaller, 38-metre Eastern Buddha at around AD 570 and the larger, 55-metre Western Buddha at around AD 618, when the Hephthalites ruled the region. '
    'Local people called them Salsal and Shahmama; they stood about 1,000 metres apart, with caves decorated with paintings in the cliff between them. '
    'The figures were cut in high relief, with their details modelled in clay and their faces shaped with wooden masks. '
    'On 26 February 2001 the Taliban leader Mullah Muhammad Omar ordered every statue in Afghanistan destroyed, and in March the Buddhas were hit with tank shells and rockets and then dynamited. '
    'Local men were forced to carry the explosives to the foot of the statues. '
    'In 2003 UNESCO put the cultural landscape and archaeological remains of the Bamiyan valley on both its World Heritage List and its list of sites in danger.',

    # 7 Plain of Jars
    'The Plain of Jars, on the Xiangkhoang Plateau in northern Laos, is named after more than 2,100 tubular stone jars scattered over the hills around its central plain. '
    'The jars, carved mostly from sandstone and granite, are between one and three metres tall, and the largest weigh about 6 tonnes. '
    'An Iron Age people used them in funerary rites between about 500 BC and AD 500, though legend says King Khun Cheung had them made to brew rice wine for a victory feast. '
    'The French archaeologist Madeleine Colani, born on 13 August 1866, surveyed the sites in 1931–33 and found burned human bones in a nearby cave. '
    "Site 1, about 15 km south-west of Phonsavan, holds 334 jars on 25 hectares; the tallest, called the King's Cup, stands 2.57 metres high. "
    'The area was heavily bombed between 1964 and 1973, and only a few sites have been cleared of unexploded ordnance. '
    'On 6 July 2019 UNESCO listed the Plain of Jars, a serial site of 15 components, as the third World Heritage Site in Laos.',

    # 8 Artemisia Gentileschi
    'Artemisia Gentileschi was born in Rome on 8 July 1593, the daughter of the painter Orazio Gentileschi, and became one of the most gifted followers of Caravaggio. '
    'Her first signed and dated work, Susanna and the Elders, was painted in 1610, when she was seventeen. '
    'In 1612 her perspective teacher, Agostino Tassi, was tried for raping her; at the end of that year she married the Florentine Pierantonio Stiattesi and moved to Florence. '
    "There, in 1616, she became the first woman admitted to the Accademia delle Arti del Disegno, and on Florentine works such as Jael and Sisera of 1620 she signed herself Lomi, her father's real surname. "
    'Her best-known subject, Judith beheading Holofernes, survives in a version in Naples and a later one in the Uffizi. '
    'After spells in Rome and Venice she settled in Naples in 1630, where she ran her own workshop and painted the Annunciation, her first known altarpiece. '
    'She joined her father in London from 1638 to 1640, and she died in Naples around 1653.',

    # 9 Omar Khayyam
    "Omar Khayyam was born in Nishapur, in north-eastern Iran, on 18 May 1048; his name means 'tentmaker', and his father, Ibrahim, may have followed that trade. "
    'In Samarkand, from about 1070, the jurist Abu Tahir supported him while he wrote his Treatise on Demonstration of Problems of Algebra, which solved cubic equations geometrically by intersecting conic sections. '
    'The Seljuk sultan Malik-Shah and his vizier Nizam al-Mulk then called him to Isfahan, where from 1074 he and seven other astronomers worked at a new observatory. '
    'Their reform of the Persian calendar, called Jalali after the sultan, came into use in March 1079 and took the year to be 365.24219858156 days long. '
    'Its leap years follow a 33-year cycle, and it drifts by only one day in about 5,000 years, against one day in 3,330 years for the Gregorian calendar. '
    'Khayyam died in Nishapur on 4 December 1131, aged 83, and his pupil Nizami Aruzi visited his tomb in 1135–36. '
    "His quatrains reached English readers in 1859 through Edward FitzGerald's translation, the Rubaiyat of Omar Khayyam.",

    # 10 Lake Mungo
    'Lake Mungo is a dry lake bed in the Willandra Lakes Region of south-western New South Wales, about 760 kilometres west of Sydney. '
    "In July 1968 Jim Bowler, a geology postgraduate at the Australian National University, found the burned, broken bones of a young woman eroding from the lunette, the dune on the lake's downwind shore. "
    'Known as Mungo Lady, she is the oldest known cremation in the world. '
    'In February 1974 Bowler found nearby the almost complete skeleton of a man, Mungo Man, laid out with his hands interlocked and covered in red ochre. '
    'Both have been dated to about 42,000 years ago, showing that Aboriginal people had lived in Australia twice as long as then believed. '
    'Mungo Man was about 50 when he died, stood nearly 1.7 metres tall and had an arthritic right elbow, perhaps from a lifetime of throwing spears. '
    'The region was added to the World Heritage List in 1981; Mungo Lady was returned there in 1992, and Mungo Man in November 2017, in a casket of 8,000-year-old fossil wood.',

    # 11 egg cooker manual (Hatchwell EB7, invented)
    'Your Hatchwell EB7 egg cooker steams up to seven eggs, and the water on the heating plate, not a timer, decides how firm they are. '
    'Fill the measuring cup to the line you want: 30 ml for soft eggs (about 6 to 7 minutes), 45 ml for medium (about 9) or 67 ml for hard (about 12 to 13). '
    'Prick the large, rounded end of each egg with the pin under the cup so that it does not crack. '
    'To poach, grease the poaching cups lightly with butter and fill the cup to the POACHED line. '
    'When the water has boiled away the thermostat switches off and a buzzer sounds; lift the lid at once, or the eggs go on cooking. '
    'Unplug the base and let it cool before wiping it with a damp sponge; never immerse it or use a scouring pad. '
    'Descale the plate monthly, more often in hard-water areas, with 500 ml of white vinegar left cold for an hour or 25 g of citric acid in 500 ml of boiled water for 15 minutes.',

    # 12 sort how-to
    'sort writes the lines of the named files, or of standard input if none is named or the name is -, to standard output in order. '
    "By default it compares whole lines as text in the current locale's collating order, so 132 comes before 43. "
    'The -n option compares numeric values instead, -r reverses the order and -u keeps only the first of each run of equal lines, so sort -n -u -r num.txt lists each number once, largest first. '
    'To sort on a field, give the separator with -t and the key with -k, counting fields from 1: sort -n -t: -k3 /etc/passwd orders the lines by their third field. '
    'The -h option understands sizes such as 2K and 1G, -M orders month names from JAN to DEC, and -V sorts version numbers. '
    'Save the result with -o FILE rather than a redirection, as the output file may be one of the inputs. '
    'With -c, sort only checks the input, printing the first out-of-order line and exiting with status 1 if it is unsorted; -C does so silently.',

    # 13 skip hire terms (Dunmore Skips, invented)
    'We hire each Dunmore Skips skip for 14 days from delivery, then charge £10 a day unless you agreed a longer hire. '
    'A skip on a road or pavement needs a council permit for the whole hire, which we obtain and add to your bill; on your own drive it needs none. '
    'On the road, keep our lamps lit from half an hour after sunset to half an hour before sunrise, with three cones on the approach side; a lost cone or lamp costs £5. '
    'Load it no higher than its sides: our driver may tip off any excess or refuse to lift it, and a wasted journey costs £50. '
    'Never put in asbestos, tyres, gas bottles, batteries, paint, fridges or, unless agreed, plasterboard, and never light a fire in it. '
    'If you ask us to put it on a driveway, we are not liable for damage to the surface, drains or covers, and you pay for damage to the skip. '
    'You may cancel free up to 48 hours before delivery; after that a £15 fee applies.',

    # 14 xylometazoline leaflet
    'Xylometazoline 0.1% nasal spray clears a nose blocked by a cold, sinusitis or hay fever by shrinking swollen blood vessels, working within about 2 minutes. '
    'Adults and children aged 12 and over use one spray into each nostril two or three times a day, no more than 3 doses in 24 hours; it is not for children under 12. '
    'Before first use, press the plunger until a spray comes out, then hold the bottle upright and breathe in as you spray. '
    'Do not use it for more than 7 days in a row, as longer use can cause rebound congestion. '
    'Do not use it if you have taken a monoamine oxidase inhibitor (MAOI) in the last 14 days or have heart disease; ask a doctor first if you have diabetes, closed-angle glaucoma or an overactive thyroid, or are pregnant. '
    'If you forget a dose, take the next one when needed, but never a double dose. '
    'Side effects include burning or dryness in the nose, sneezing and headache; do not share the spray, as it can spread infection.',

    # 15 old-appliance take-back policy (Stourton Electricals, invented)
    'When you buy a new electrical item from Stourton Electricals, we take back an old one of the same type free, wherever you bought it: a kettle for a kettle. '
    'Bring the old item to any of our stores within 28 days of buying the new one, with your receipt as proof of purchase. '
    'Stores with over 400 square metres of electrical sales space also take very small items, no more than 25 cm on any side, such as phones, even if you buy nothing. '
    'When we deliver a large appliance we can collect your old one on the same visit for a £20 recycling charge, confirming the day at least 24 hours ahead. '
    'The old appliance must be unplugged and disconnected from water and gas before our crew arrives, as our drivers do not disconnect anything. '
    'Defrost a fridge or freezer for at least 24 hours and empty it, and drain a washing machine or dishwasher. '
    'Everything we collect goes to an approved recycler, and fridges go to specialists who recover their coolant gases.',

    # 16 flapjacks
    'These golden syrup flapjacks make 16 squares and take about 35 minutes, plus cooling. '
    'You need 125 g of butter, 100 g of light brown sugar, 4 tablespoons of golden syrup, 250 g of porridge oats (not jumbo oats) and a pinch of salt. '
    'Heat the oven to 180 °C (170 °C fan, gas mark 4) and grease a 20 cm square tin and line it with baking parchment. '
    'Melt the butter, sugar and syrup in a large pan over a low heat until the sugar has dissolved, then take it off the heat and stir in the oats and salt. '
    'Tip the mixture into the tin, spread it about 2 cm thick and press it down firmly with the back of a spoon. '
    'Bake for 20 to 25 minutes, until golden at the edges but still slightly soft in the middle; it firms up as it cools. '
    'Leave it in the tin for 10 minutes, cut it into 16 squares while still warm, and lift it onto a wire rack only when cold.',

    # 17 sock guarantee (Tarnside, invented)
    'Every pair of Tarnside merino walking socks is guaranteed for its useful life: if a pair wears through, unravels or loses its fit, we will replace it free of charge. '
    'No receipt is needed, just the socks, but the guarantee covers only the person who first wore them and cannot be passed on. '
    'To claim, fill in the warranty form on our website and post it with the socks, freshly washed; one form covers one pair, or several pairs of exactly the same style and size. '
    'Once we have received and checked the socks we email you a code, and the replacement pair is sent free, though you pay the postage for sending the old pair to us. '
    'If the same style is no longer made, we send the closest comparable pair. '
    'The guarantee does not cover socks bought from unauthorised resellers, socks chewed by pets, damage from bleach, or socks worn outdoors without shoes. '
    'Separately, unworn socks in their original packaging can be returned for a full refund within 60 days of delivery.',

]

CASES_W = [
    # 0 Abu Simbel
    (0, 'ok', 'paraphrase', 'Why were the Abu Simbel temples moved?', 'Because Lake Nasser was rising behind the Aswan High Dam, so a UNESCO campaign had both temples cut into blocks and rebuilt on higher ground [1].'),
    (0, 'ok', 'paraphrase', 'How many years after the Abu Simbel temples were rebuilt were the Bamiyan Buddhas destroyed?', 'About 33 years: the Abu Simbel temples were rebuilt between 1964 and 1968 [1], and the Bamiyan Buddhas were dynamited in March 2001 [2].', [6]),
    (0, 'ok', 'short_answer', 'Which pharaoh were the Abu Simbel temples cut for?', 'Ramesses II.'),
    (0, 'ok', 'short_answer', 'Which god is left in shadow when the sun reaches the sanctuary at Abu Simbel?', 'Ptah [1].'),
    (0, 'ok', 'number_word', 'Roughly how many blocks were the Abu Simbel temples cut into?', 'About one thousand and seventy [1].'),
    (0, 'ok', 'number_word', 'How many countries backed the UNESCO campaign to save Abu Simbel?', 'Some fifty countries [1].'),
    (0, 'ok', 'equivalent_name', 'How much higher than before do the Abu Simbel temples stand now?', 'About 213 feet higher than their original site [1].'),
    (0, 'ok', 'hedge', 'How long does the sunlight rest on the statues in the Abu Simbel sanctuary?', 'For roughly a third of an hour [1].'),
    (0, 'ok', 'yes_no', 'Was the smaller temple at Abu Simbel dedicated to Ramesses himself?', 'No. The smaller temple honours the goddess Hathor and Queen Nefertari [1].'),
    (0, 'ok', 'date_format', 'On which days does the rising sun reach the sanctuary at Abu Simbel?', 'On 22/02 and 22/10 each year [1].'),
    (0, 'ok', 'name_form', 'Who cleared the entrance of the Abu Simbel temples?', 'Belzoni, four years after Burckhardt had come upon the temples [1].'),
    (0, 'ok', 'alternative', 'Were the Abu Simbel temples rebuilt higher up or further downstream?', 'Higher up: on an artificial hill 65 metres higher and about 200 metres back from the river [1].'),
    (0, 'ok', 'ordinal', 'In which century were the Abu Simbel temples cut?', 'In the thirteenth century BC, for Ramesses II [1].'),
    (0, 'bad', 'changed_number', 'How far is Abu Simbel from Aswan?', 'About 300 km south-west of Aswan [1].'),
    (0, 'bad', 'swapped_name', 'Who came upon the Abu Simbel temples in 1813?', 'The traveller Giovanni Battista Belzoni came upon them in 1813 [1].'),
    (0, 'bad', 'added_place', 'What did it cost to move the Abu Simbel temples?', 'Some 40 million dollars, and more than 3,000 Egyptian workers took part in the rebuilding [1].'),
    (0, 'bad', 'negation_flip', 'Does the sun light every statue in the Abu Simbel sanctuary?', 'Yes. On 22 February and 22 October the rising sun lights all four statues, Ramesses, Amun-Ra, Ra-Horakhty and Ptah, for about 20 minutes [1].'),
    (0, 'bad', 'wrong_alternative', 'Did the Abu Simbel blocks average 20 tonnes or 30 tonnes?', 'They averaged 30 tonnes each [1].'),
    (0, 'bad', 'wrong_short_answer', 'Which lake threatened to flood Abu Simbel?', 'Lake Tana.'),
    (0, 'bad', 'changed_ordinal', 'When were the Abu Simbel temples carved?', 'In the fourteenth century BC, for the pharaoh Ramesses II [1].'),

    # 1 Kilwa Kisiwani
    (1, 'ok', 'paraphrase', 'What did Ibn Battuta say about the ruler of Kilwa?', 'He praised the sultan, Hasan, who was known as Abu al-Mawahib, "the father of gifts" [1].'),
    (1, 'ok', 'paraphrase', 'How long after the Portuguese built their fortress at Kilwa did Njinga go to Luanda to make peace with them?', '117 years: the Portuguese fortress at Kilwa went up in 1505 [1], and Njinga was sent to Luanda in 1622 [2].', [2]),
    (1, 'ok', 'paraphrase', "What is special about the dome of Kilwa's Great Mosque?", "It is thought to be the first true dome built on Africa's east coast [1]."),
    (1, 'ok', 'short_answer', 'Which Moroccan traveller visited Kilwa in 1331?', 'Ibn Battuta.'),
    (1, 'ok', 'short_answer', "Which other ruins share Kilwa Kisiwani's World Heritage listing?", 'Those of Songo Mnara [1].'),
    (1, 'ok', 'number_word', 'How many rooms does the palace of Husuni Kubwa have?', 'Over one hundred [1].'),
    (1, 'ok', 'equivalent_name', 'How big is Kilwa Kisiwani?', 'About 4.6 square miles [1].'),
    (1, 'ok', 'equivalent_name', "What does the sultan's title Abu al-Mawahib mean?", '"The father of gifts" [1].'),
    (1, 'ok', 'hedge', 'How many people lived in Kilwa at its height?', 'Upwards of 10,000 people, at its medieval height [1].'),
    (1, 'ok', 'yes_no', 'Is it certain that Husuni Kubwa was completed?', 'No. The palace, with its 100-plus rooms and octagonal bathing pool, may never have been finished [1].'),
    (1, 'ok', 'date_format', 'When did Ibn Battuta visit Kilwa?', 'In A.D. 1331 [1].'),
    (1, 'ok', 'name_form', 'What was the name of the Kilwa sultan Ibn Battuta praised?', 'Hasan [1].'),
    (1, 'ok', 'alternative', "Was Kilwa's Great Mosque built of coral stone or of timber?", 'Of coral stone [1].'),
    (1, 'ok', 'ordinal', 'In which century was the Great Mosque of Kilwa enlarged?', 'In the fifteenth century [1].'),
    (1, 'bad', 'changed_number', 'How many people lived in Kilwa at its peak?', 'More than 12,000 people lived there at its medieval height [1].'),
    (1, 'bad', 'swapped_name', 'Where did the gold dust arrive, according to what Ibn Battuta was told?', "At Mombasa, which lay two weeks' journey from Kilwa [1]."),
    (1, 'bad', 'added_place', 'What is the palace of Husuni Kubwa like?', 'It stands on a headland above the ocean and has over 100 rooms, an octagonal bathing pool and a private mosque reached by a staircase from the sea [1].'),
    (1, 'bad', 'wrong_alternative', "Did Kilwa's sultans grow rich on gold or on ivory?", 'On ivory [1].'),
    (1, 'bad', 'changed_number_word', 'How far from Kilwa was Sofala, according to Ibn Battuta?', "Three weeks' journey away [1]."),
    (1, 'bad', 'changed_ordinal', "From when did Kilwa's sultans grow rich on the gold trade?", 'From the twelfth century onwards [1].'),

    # 2 Njinga of Ndongo and Matamba
    (2, 'ok', 'paraphrase', 'How did Njinga respond to being offered only a floor mat in Luanda?', 'She made a seat of one of her servants, who knelt for her [1].'),
    (2, 'ok', 'paraphrase', 'What happened to Njinga after the Portuguese declared war in 1626?', 'By 1628 her army, badly depleted, had gone into exile [1].'),
    (2, 'ok', 'short_answer', 'Which company did Njinga ally with in 1641?', 'The Dutch West India Company.'),
    (2, 'ok', 'short_answer', 'Whom did Njinga marry?', 'Kasanje, the Imbangala warlord [1].'),
    (2, 'ok', 'short_answer', 'Which kingdom did Njinga conquer between 1631 and 1635?', 'Matamba.'),
    (2, 'ok', 'number_word', 'How long did it take Njinga to conquer Matamba?', 'About four years, from 1631 to 1635 [1].'),
    (2, 'ok', 'equivalent_name', "What does the Kimbundu verb behind Njinga's name mean?", '"To twist or turn" [1].'),
    (2, 'ok', 'hedge', 'How long did Njinga live after taking power in Ndongo?', 'Roughly four decades: she took power in 1624 and died in 1663 [1].'),
    (2, 'ok', 'yes_no', "Was Njinga's brother still alive when she took power in Ndongo?", "No. She took power in 1624 after her brother's death [1]."),
    (2, 'ok', 'date_format', 'When did Njinga die?', 'On 1663-12-17, at Kabasa [1].'),
    (2, 'ok', 'name_form', 'Which Portuguese governor did Njinga meet in Luanda in 1622?', 'Correia de Sousa [1].'),
    (2, 'ok', 'alternative', 'Was Ndongo in present-day Angola or in present-day Congo?', 'In what is now northern Angola [1].'),
    (2, 'ok', 'ordinal', 'In which century was Njinga born?', 'In the sixteenth century, around 1583 [1].'),
    (2, 'bad', 'changed_number', 'When did the Portuguese declare war on Ndongo?', 'In 1627 [1].'),
    (2, 'bad', 'changed_number', 'How old was Njinga when she died?', 'About 75, at Kabasa [1].'),
    (2, 'bad', 'swapped_name', 'Whom did Njinga meet in Luanda in 1622, and how long was that after the Portuguese fortress at Kilwa was built?', 'She met the Portuguese governor Luís Mendes de Vasconcelos [1], 117 years after the Portuguese built their fortress at Kilwa in 1505 [2].', [1]),
    (2, 'bad', 'added_place', 'What did Njinga do in 1641?', 'She joined forces with the Dutch West India Company, which had captured Luanda, and over the next three years won back large parts of Ndongo, beating the Portuguese in several battles [1].'),
    (2, 'bad', 'negation_flip', 'Did Njinga become a Christian?', 'No. She kept to her own faith and was never baptised [1].'),
    (2, 'bad', 'changed_number_word', 'How long did it take Njinga to win back large parts of Ndongo after 1641?', 'Over the next five years [1].'),
    (2, 'bad', 'wrong_short_answer', 'Which people was Ndongo a kingdom of?', 'The Kongo people.'),

    # 3 Parícutin
    (3, 'ok', 'paraphrase', 'What did Pulido see at about four in the afternoon?', 'A crack some 150 feet long on a knoll of his land; moments later the ground swelled two metres or more and gave off ash and sulphur-smelling smoke [1].'),
    (3, 'ok', 'paraphrase', 'How fast did the cone of Parícutin grow at first?', 'It reached about 50 metres within 24 hours and had doubled within a week [1].'),
    (3, 'ok', 'paraphrase', 'What happened to San Juan Parangaricutiro?', 'Lava buried the village, though its ruined church still rises above the lava [1].'),
    (3, 'ok', 'short_answer', 'In which Mexican state is Parícutin?', 'Michoacán.'),
    (3, 'ok', 'short_answer', 'On whose land did Parícutin appear?', "Dionisio Pulido's [1]."),
    (3, 'ok', 'short_answer', 'What type of volcano is Parícutin?', 'A cinder cone [1].'),
    (3, 'ok', 'number_word', 'How tall was the cone of Parícutin when the eruption ended?', 'Four hundred and twenty-four metres [1].'),
    (3, 'ok', 'number_word', 'How many people died in lightning strikes during the eruption?', 'Three [1].'),
    (3, 'ok', 'equivalent_name', 'How tall was the final cone of Parícutin in feet?', 'About 1,391 feet [1].'),
    (3, 'ok', 'hedge', 'How long did the eruption of Parícutin last?', 'A little over nine years [1].'),
    (3, 'ok', 'yes_no', 'Had the Afsluitdijk been officially opened before Parícutin appeared?', 'Yes. Parícutin rose on 20 February 1943 [1], some nine and a half years after the Afsluitdijk was officially opened on 25 September 1933 [2].', [4]),
    (3, 'ok', 'date_format', 'When did Parícutin first appear?', 'On Feb. 20, 1943 [1].'),
    (3, 'ok', 'name_form', 'Which village, besides Parícutin itself, did the lava bury?', 'San Juan [1].'),
    (3, 'bad', 'changed_number', 'How high was the cone of Parícutin when activity ended?', '457 metres [1].'),
    (3, 'bad', 'changed_number', 'How much land had Parícutin damaged by 1952?', 'More than 25 square kilometres [1].'),
    (3, 'bad', 'swapped_name', 'Which volcanic range does Parícutin lie on?', 'The Sierra Madre Occidental, which runs 900 kilometres across central Mexico [1].'),
    (3, 'bad', 'added_place', "What happened when the ground in Pulido's field swelled?", 'It rose two metres or more and poured out ash and smoke smelling of sulphur, with a loud, continuous hiss [1].'),
    (3, 'bad', 'negation_flip', 'Did the lava or ash of Parícutin kill anyone?', 'Yes, the lava and ash killed three people [1].'),
    (3, 'bad', 'wrong_alternative', 'Did lava force evacuations from July 1943 or from July 1944?', 'From July 1944 [1].'),
    (3, 'bad', 'wrong_kind', 'When did the eruption of Parícutin end?', "It began on 20 February 1943, in Dionisio Pulido's cornfield [1]."),

    # 4 Afsluitdijk
    (4, 'ok', 'paraphrase', 'What had happened before Parliament passed the Zuiderzee Act in 1918?', 'There had been a flood in 1916, and the First World War had brought food shortages [1].'),
    (4, 'ok', 'paraphrase', 'How was the Afsluitdijk built?', 'Outwards from four points: the two shores and the construction islands of Kornwerderzand and Breezanddijk [1].'),
    (4, 'ok', 'short_answer', 'Who drew up the first workable plan for the Afsluitdijk?', 'Cornelis Lely.'),
    (4, 'ok', 'short_answer', 'What was the last gap in the Afsluitdijk called?', 'The Vlieter [1].'),
    (4, 'ok', 'number_word', 'How old was Cornelis Lely when he died?', 'Seventy-four [1].'),
    (4, 'ok', 'number_word', 'How long is the Afsluitdijk?', 'About thirty-two kilometres [1].'),
    (4, 'ok', 'equivalent_name', 'How long is the Afsluitdijk in miles?', 'About 20 miles [1].'),
    (4, 'ok', 'hedge', 'How long did building the dam take, from the start of work to the closing of the last gap?', 'Roughly five years, from 1927 to May 1932 [1].'),
    (4, 'ok', 'hedge', 'How many men were working on the Afsluitdijk at the end?', 'On the order of ten thousand [1].'),
    (4, 'ok', 'yes_no', 'Did Cornelis Lely live to see the Afsluitdijk finished?', 'No. He died in 1929, aged 74, before it was finished [1].'),
    (4, 'ok', 'date_format', 'When was the last gap in the Afsluitdijk closed?', 'On Saturday, May 28th, 1932 [1].'),
    (4, 'ok', 'name_form', 'Whom are the Lorentz locks named after?', 'Lorentz, the physicist who calculated the tides [1].'),
    (4, 'ok', 'alternative', 'Are the Stevin locks at Den Oever or at Kornwerderzand?', 'At Den Oever [1].'),
    (4, 'ok', 'ordinal', "Which war's food shortages helped the Zuiderzee plan along?", "The First World War's [1]."),
    (4, 'bad', 'changed_number', 'How many years passed between the closing of the Afsluitdijk and the start of the rebuilding of Abu Simbel?', 'Thirty: the last gap of the Afsluitdijk was closed on 28 May 1934 [1], and the Abu Simbel temples were rebuilt from 1964 [2].', [0]),
    (4, 'bad', 'changed_number', 'When did Cornelis Lely draw up his first workable plan?', 'In 1886 [1].'),
    (4, 'bad', 'swapped_name', 'Who designed the monument on the Afsluitdijk?', 'The architect Dirk Roosenburg designed the monument that marks where the dam was closed [1].'),
    (4, 'bad', 'added_place', 'What happened on 28 May 1932?', 'The last gap, the Vlieter, was closed in the presence of Queen Wilhelmina, two years earlier than planned [1].'),
    (4, 'bad', 'wrong_alternative', 'Was the Afsluitdijk officially opened in 1932 or in 1933?', 'In 1932, on the day the last gap was closed [1].'),
    (4, 'bad', 'changed_number_word', 'How much earlier than planned was the last gap closed?', 'Three years earlier than planned [1].'),

    # 5 Rømer's speed of light
    (5, 'ok', 'paraphrase', 'How did Rømer show that light takes time to travel?', 'By timing the eclipses of Io: they came later while the Earth moved away from Jupiter and earlier as it drew closer [1].'),
    (5, 'ok', 'paraphrase', "What did Cassini make of Rømer's idea?", 'He never fully accepted it, although Huygens and Newton did [1].'),
    (5, 'ok', 'short_answer', 'Who invited Rømer to Paris?', 'Jean Picard.'),
    (5, 'ok', 'short_answer', "Which of Jupiter's moons did Rømer time?", 'Io [1].'),
    (5, 'ok', 'number_word', "How long did light take to cross the Earth's orbit, by Rømer's estimate?", 'About twenty-two minutes [1].'),
    (5, 'ok', 'number_word', "How long after Rømer's death was his finding confirmed?", 'Nineteen years, when James Bradley explained stellar aberration in 1729 [1].'),
    (5, 'ok', 'equivalent_name', 'About how long does Io take to circle Jupiter?', 'About one and three-quarter days [1].'),
    (5, 'ok', 'hedge', 'How old was Ole Rømer when Artemisia Gentileschi died?', 'About nine: Rømer was born in 1644 [1], and Artemisia died around 1653 [2].', [8]),
    (5, 'ok', 'yes_no', "Did Isaac Newton accept Rømer's finding?", 'Yes. Newton accepted it, as did Christiaan Huygens [1].'),
    (5, 'ok', 'date_format', 'When did Rømer explain the delay to the Academy of Sciences?', 'On 21 Nov. 1676 [1].'),
    (5, 'ok', 'name_form', "Which director of the Paris observatory never fully accepted Rømer's idea?", 'Cassini [1].'),
    (5, 'ok', 'alternative', 'Did the eclipses of Io come later while the Earth moved towards Jupiter or away from it?', 'While it moved away from Jupiter [1].'),
    (5, 'ok', 'ordinal', 'In which century did Rømer show that light has a finite speed?', 'In the seventeenth century, in 1676 [1].'),
    (5, 'bad', 'changed_number', "What speed of light does Rømer's estimate imply with modern figures?", 'About 220,000 kilometres per second [1].'),
    (5, 'bad', 'changed_number', 'When was Ole Rømer born?', 'In 1642, in Aarhus [1].'),
    (5, 'bad', 'changed_number', "How far below the true value is the speed implied by Rømer's estimate?", '26% below the true value of 299,792 km/s [1].'),
    (5, 'bad', 'swapped_name', "Who confirmed Rømer's finding in 1729?", 'Edmond Halley, when he explained stellar aberration [1].'),
    (5, 'bad', 'added_place', 'When was Rømer invited to Paris, and by whom?', "In 1672, by the astronomer Jean Picard, and he took Tycho Brahe's observations with him [1]."),
    (5, 'bad', 'negation_flip', 'What did Rømer show about light in 1676?', 'That light travels instantly, whatever the distance [1].'),
    (5, 'bad', 'changed_number_word', 'How late did Rømer predict the eclipse of 9 November 1676 would be?', 'About fifteen minutes late [1].'),

    # 6 Buddhas of Bamiyan
    (6, 'ok', 'paraphrase', 'How were the Bamiyan Buddhas destroyed?', "After Mullah Omar's order of 26 February 2001, they were hit with tank shells and rockets in March and then blown up with dynamite [1]."),
    (6, 'ok', 'paraphrase', 'How many years after the Bamiyan valley was listed did the Plain of Jars join the World Heritage List?', 'Sixteen years: the Bamiyan valley was inscribed in 2003 [1], and the Plain of Jars was listed on 6 July 2019 [2].', [7]),
    (6, 'ok', 'short_answer', 'Who ordered the destruction of the Bamiyan Buddhas?', 'Mullah Muhammad Omar, the Taliban leader.'),
    (6, 'ok', 'short_answer', 'Who ruled the Bamiyan region when the Buddhas were made?', 'The Hephthalites [1].'),
    (6, 'ok', 'short_answer', 'What were the faces of the Bamiyan Buddhas shaped with?', 'Wooden masks.'),
    (6, 'ok', 'number_word', 'How tall was the Western Buddha of Bamiyan?', 'Fifty-five metres [1].'),
    (6, 'ok', 'equivalent_name', 'How far from Kabul were the Bamiyan Buddhas?', 'About 81 miles north-west of Kabul [1].'),
    (6, 'ok', 'hedge', 'How far apart did the two Bamiyan Buddhas stand?', 'Around a kilometre apart [1].'),
    (6, 'ok', 'yes_no', 'Were the Bamiyan Buddhas free-standing statues?', 'No. They were cut in high relief into the cliff, with their details modelled in clay [1].'),
    (6, 'ok', 'date_format', 'When did Mullah Omar order the statues destroyed?', 'On 26.02.2001 [1].'),
    (6, 'ok', 'name_form', 'What did local people call the Bamiyan Buddhas?', 'Salsal and Shahmama [1].'),
    (6, 'ok', 'alternative', 'Was the Eastern Buddha the smaller or the larger of the two?', 'The smaller, at 38 metres [1].'),
    (6, 'ok', 'ordinal', 'In which century was the Western Buddha made?', 'In the seventh century, around AD 618 [1].'),
    (6, 'bad', 'changed_number', 'How long after Abu Simbel joined the World Heritage List was the Bamiyan valley inscribed?', 'Twenty-seven years: the Bamiyan valley was inscribed in 2003 [1], and the Abu Simbel temples became part of the Nubian Monuments site in 1976 [2].', [0]),
    (6, 'bad', 'changed_number', 'How tall was the Eastern Buddha of Bamiyan?', '35 metres [1].'),
    (6, 'bad', 'swapped_name', 'Who ordered the destruction of every statue in Afghanistan in February 2001?', 'Osama bin Laden, on 26 February 2001 [1].'),
    (6, 'bad', 'added_place', 'What lay between the two Bamiyan Buddhas?', 'Caves decorated with paintings, and a great reclining Buddha at the foot of the cliff [1].'),
    (6, 'bad', 'negation_flip', 'Were local people involved in blowing up the Buddhas?', 'No. The Taliban did all the work themselves, without any help from local people [1].'),
    (6, 'bad', 'wrong_alternative', 'Were the Bamiyan Buddhas first hit with tank shells or with dynamite?', 'With dynamite, before the tank shells and rockets [1].'),
    (6, 'bad', 'wrong_short_answer', 'At what elevation did the Bamiyan Buddhas stand?', 'About 3,500 metres.'),

    # 7 Plain of Jars
    (7, 'ok', 'paraphrase', 'What were the stone jars in Laos used for?', 'An Iron Age people used them in funeral rites, between about 500 BC and AD 500 [1].'),
    (7, 'ok', 'paraphrase', 'What did Madeleine Colani find at the Plain of Jars?', 'While surveying the sites in 1931–33 she found burned human bones in a cave nearby [1].'),
    (7, 'ok', 'short_answer', 'What is the tallest jar at Site 1 called?', "The King's Cup."),
    (7, 'ok', 'short_answer', 'Which king does the legend of the jars name?', 'Khun Cheung [1].'),
    (7, 'ok', 'number_word', 'How many jars are there at Site 1?', 'Three hundred and thirty-four [1].'),
    (7, 'ok', 'number_word', 'How many components make up the Plain of Jars World Heritage Site?', 'Fifteen [1].'),
    (7, 'ok', 'equivalent_name', 'How heavy are the largest jars in kilograms?', 'About 6,000 kilograms [1].'),
    (7, 'ok', 'equivalent_name', 'How large is Site 1 in square metres?', 'About 250,000 square metres [1].'),
    (7, 'ok', 'hedge', 'How many jars are there on the Plain of Jars?', 'Well over two thousand [1].'),
    (7, 'ok', 'yes_no', 'Have all the jar sites been cleared of unexploded bombs?', 'No. The area was heavily bombed between 1964 and 1973, and only a few sites have been cleared [1].'),
    (7, 'ok', 'date_format', 'When did UNESCO list the Plain of Jars?', 'On the sixth of July 2019 [1].'),
    (7, 'ok', 'name_form', 'Who surveyed the jar sites in the 1930s?', 'Colani [1].'),
    (7, 'ok', 'alternative', 'Which is older, the Lake Mungo burials or the Plain of Jars?', 'The Lake Mungo burials, by far: Mungo Lady and Mungo Man date to about 42,000 years ago [2], while the jars were in use between about 500 BC and AD 500 [1].', [10]),
    (7, 'ok', 'ordinal', 'Where does the Plain of Jars rank among World Heritage Sites in Laos?', 'It is the third [1].'),
    (7, 'bad', 'changed_number', "How tall is the King's Cup?", '2.75 metres [1].'),
    (7, 'bad', 'swapped_name', 'On which plateau is the Plain of Jars?', 'On the Bolaven Plateau in northern Laos [1].'),
    (7, 'bad', 'added_place', 'What are the jars made of?', 'Mostly sandstone and granite, with a few of calcified coral [1].'),
    (7, 'bad', 'wrong_alternative', 'Is Site 1 south-west or north-east of Phonsavan?', 'North-east of Phonsavan [1].'),
    (7, 'bad', 'changed_number_word', 'How tall are the jars?', 'Between one and four metres [1].'),
    (7, 'bad', 'wrong_kind', 'When was Madeleine Colani born?', 'She surveyed the jar sites in 1931–33 [1].'),

    # 8 Artemisia Gentileschi
    (8, 'ok', 'paraphrase', 'Why did Artemisia Gentileschi move to Florence?', 'At the end of 1612 she married the Florentine Pierantonio Stiattesi and went to live there [1].'),
    (8, 'ok', 'paraphrase', 'What did Artemisia do in Naples?', 'She settled there in 1630, ran her own workshop and painted the Annunciation, her first known altarpiece [1].'),
    (8, 'ok', 'short_answer', "Who was Artemisia Gentileschi's father?", 'The painter Orazio Gentileschi.'),
    (8, 'ok', 'short_answer', "Where is the later version of Artemisia's Judith beheading Holofernes?", 'In the Uffizi [1].'),
    (8, 'ok', 'number_word', 'For how many years was Artemisia with her father in London?', 'Two, from 1638 to 1640 [1].'),
    (8, 'ok', 'equivalent_name', 'What name did Artemisia sign on Florentine works such as Jael and Sisera?', "Lomi, her father's real surname [1]."),
    (8, 'ok', 'hedge', 'How old was Artemisia Gentileschi when she died?', 'About sixty: she was born in 1593 and died around 1653 [1].'),
    (8, 'ok', 'yes_no', "Was Artemisia's first signed and dated work a Judith?", 'No. It was Susanna and the Elders, painted in 1610 [1].'),
    (8, 'ok', 'yes_no', 'Did Artemisia Gentileschi ever live in London?', 'Yes. She joined her father there from 1638 to 1640 [1].'),
    (8, 'ok', 'date_format', 'When was Artemisia Gentileschi born?', 'On 08/07/1593, in Rome [1].'),
    (8, 'ok', 'name_form', 'Who was tried in 1612 for raping Artemisia?', 'Tassi, her perspective teacher [1].'),
    (8, 'ok', 'alternative', 'Did Artemisia settle in Naples or in Venice in 1630?', 'In Naples [1].'),
    (8, 'ok', 'ordinal', 'What place did Artemisia hold among women at the Accademia delle Arti del Disegno?', 'She was the first woman admitted, in 1616 [1].'),
    (8, 'bad', 'changed_number', 'When did Artemisia join the Accademia delle Arti del Disegno?', 'In 1615 [1].'),
    (8, 'bad', 'changed_number', 'When did Artemisia Gentileschi die?', 'Around 1656, in Naples [1].'),
    (8, 'bad', 'swapped_name', 'Whom did Artemisia marry at the end of 1612?', 'The Florentine Agostino Tassi [1].'),
    (8, 'bad', 'added_place', "Where can Artemisia's Judith beheading Holofernes be seen?", 'One version is in Naples and a later one in the Uffizi, out of six versions she painted in all [1].'),
    (8, 'bad', 'negation_flip', 'Was Artemisia Gentileschi still alive when Ole Rømer was born?', 'No. She died around 1653 [1], before Rømer was born in 1644 [2].', [5]),
    (8, 'bad', 'changed_number_word', 'How old was Artemisia when she painted Susanna and the Elders?', 'Fifteen [1].'),
    (8, 'bad', 'changed_ordinal', 'What place did Artemisia hold among women admitted to the Accademia?', 'She was the second woman admitted, in 1616 [1].'),

    # 9 Omar Khayyam
    (9, 'ok', 'paraphrase', "What did Khayyam's treatise on algebra achieve?", 'It solved cubic equations geometrically, by intersecting conic sections [1].'),
    (9, 'ok', 'paraphrase', 'Why did Khayyam go to Isfahan?', 'Sultan Malik-Shah and his vizier Nizam al-Mulk called him there to work at a new observatory with seven other astronomers [1].'),
    (9, 'ok', 'paraphrase', 'How accurate is the Jalali calendar compared with the Gregorian one?', 'It drifts by one day in about 5,000 years, whereas the Gregorian calendar drifts by a day in 3,330 years [1].'),
    (9, 'ok', 'short_answer', "Who translated Khayyam's quatrains into English in 1859?", 'Edward FitzGerald.'),
    (9, 'ok', 'short_answer', 'Who supported Khayyam in Samarkand?', 'The jurist Abu Tahir [1].'),
    (9, 'ok', 'number_word', "How many years separate the Jalali calendar's coming into use and Rømer's demonstration that light has a finite speed?", 'Five hundred and ninety-seven years: the calendar came into use in 1079 [1], and Rømer made his demonstration in 1676 [2].', [5]),
    (9, 'ok', 'number_word', 'How many astronomers worked at the Isfahan observatory, counting Khayyam?', 'Eight: Khayyam and seven others [1].'),
    (9, 'ok', 'equivalent_name', 'What does the name Khayyam mean?', 'Tentmaker [1].'),
    (9, 'ok', 'hedge', 'How long did the Jalali calendar take the year to be?', 'A little under 365 and a quarter days [1].'),
    (9, 'ok', 'yes_no', 'Did Khayyam die in the town where he was born?', 'Yes. He was born in Nishapur and died there on 4 December 1131 [1].'),
    (9, 'ok', 'date_format', 'When was Omar Khayyam born?', 'On May 18, 1048 [1].'),
    (9, 'ok', 'name_form', 'Which vizier called Khayyam to Isfahan with the sultan?', 'Nizam al-Mulk [1].'),
    (9, 'ok', 'ordinal', 'In which century was Omar Khayyam born?', 'In the eleventh century, in 1048 [1].'),
    (9, 'bad', 'changed_number', 'When did Omar Khayyam die?', 'On 4 December 1123, in Nishapur [1].'),
    (9, 'bad', 'changed_number', 'What cycle do the leap years of the Jalali calendar follow?', 'A 30-year cycle [1].'),
    (9, 'bad', 'swapped_name', 'Who called Khayyam to Isfahan?', 'The Seljuk sultan Alp Arslan and his vizier Nizam al-Mulk [1].'),
    (9, 'bad', 'added_place', 'What did Khayyam write in Samarkand?', 'His Treatise on Demonstration of Problems of Algebra, which solved cubic equations with conic sections, and a book on music theory [1].'),
    (9, 'bad', 'negation_flip', 'Did the Jalali calendar have leap years?', 'No. It did without leap years altogether, relying on its exact year length [1].'),
    (9, 'bad', 'wrong_alternative', 'Was the Jalali calendar named after the sultan or after his vizier?', 'After the vizier, Nizam al-Mulk [1].'),
    (9, 'bad', 'changed_ordinal', 'In which century did Omar Khayyam die?', 'In the eleventh century, in 1131 [1].'),

    # 10 Lake Mungo
    (10, 'ok', 'paraphrase', 'Why were the Lake Mungo finds so important?', 'Dated to about 42,000 years ago, they showed that Aboriginal people had lived in Australia twice as long as was then thought [1].'),
    (10, 'ok', 'paraphrase', 'How was Mungo Man buried?', 'He was laid out with his hands interlocked and covered in red ochre [1].'),
    (10, 'ok', 'hedge', 'How far is Lake Mungo from Sydney?', 'Some 760 kilometres, give or take, to the west [1].'),
    (10, 'ok', 'short_answer', 'Who found Mungo Lady?', 'Jim Bowler.'),
    (10, 'ok', 'short_answer', "What is the dune on Lake Mungo's downwind shore called?", 'The lunette [1].'),
    (10, 'ok', 'number_word', 'How old was Mungo Man when he died?', 'About fifty [1].'),
    (10, 'ok', 'number_word', 'How many years after Mungo Lady was Mungo Man found?', 'About five and a half years later, in February 1974 [1].'),
    (10, 'ok', 'equivalent_name', 'How tall was Mungo Man in feet and inches?', 'Nearly five feet seven inches [1].'),
    (10, 'ok', 'hedge', 'How old are the remains of Mungo Lady and Mungo Man?', 'Something like 42,000 years [1].'),
    (10, 'ok', 'yes_no', 'Was Mungo Lady cremated?', 'Yes. She is the oldest known cremation in the world [1].'),
    (10, 'ok', 'date_format', 'When did Jim Bowler find Mungo Lady?', 'In Jul. 1968 [1].'),
    (10, 'ok', 'name_form', 'Where was Jim Bowler a postgraduate when he found Mungo Lady?', 'At the ANU [1].'),
    (10, 'ok', 'alternative', "Was Mungo Man's arthritic elbow his left or his right?", 'His right [1].'),
    (10, 'ok', 'ordinal', "Which of Bowler's two famous finds was Mungo Man?", 'The second, in February 1974, after Mungo Lady in 1968 [1].'),
    (10, 'bad', 'changed_number', 'How far is Lake Mungo from Sydney?', 'About 700 kilometres west of Sydney [1].'),
    (10, 'bad', 'swapped_name', 'Where was Jim Bowler a postgraduate?', 'At the University of Melbourne [1].'),
    (10, 'bad', 'added_place', 'What links Mungo Lady and the Plain of Jars?', 'Burned human remains: Mungo Lady is the oldest known cremation [1], and Colani found burned human bones and the ash of funeral pyres in a cave near the jars [2].', [7]),
    (10, 'bad', 'wrong_alternative', 'Was Mungo Lady found in 1968 or in 1969?', 'In 1969 [1].'),
    (10, 'bad', 'changed_number_word', 'How much longer than previously believed did the finds show Aboriginal people had been in Australia?', 'Three times as long [1].'),
    (10, 'bad', 'wrong_short_answer', 'In which Australian state is Lake Mungo?', 'Victoria.'),

    # 11 egg cooker manual (Hatchwell EB7, invented)
    (11, 'ok', 'paraphrase', 'How does the Hatchwell EB7 know when the eggs are done?', 'Not by a timer: when the measured water has boiled away, the thermostat switches off and a buzzer sounds [1].'),
    (11, 'ok', 'paraphrase', 'Why should I prick the eggs before cooking them?', 'So that they do not crack; prick the large, rounded end with the pin under the cup [1].'),
    (11, 'ok', 'short_answer', 'Where is the pin for pricking the eggs?', 'Under the measuring cup.'),
    (11, 'ok', 'short_answer', 'What should I grease the poaching cups with?', 'Butter, lightly [1].'),
    (11, 'ok', 'short_answer', 'Which line do I fill the cup to for poached eggs?', 'The POACHED line.'),
    (11, 'ok', 'number_word', 'How many eggs can the EB7 cook at once?', 'Up to seven [1].'),
    (11, 'ok', 'number_word', 'How much water do I need for hard eggs?', 'Sixty-seven millilitres [1].'),
    (11, 'ok', 'equivalent_name', 'How long should the vinegar stay in the cooker when descaling?', 'Sixty minutes, left cold [1].'),
    (11, 'ok', 'hedge', 'How long do hard eggs take in the EB7?', 'Roughly a dozen minutes, or a little more [1].'),
    (11, 'ok', 'yes_no', 'Can I wash the base of the egg cooker in the sink?', 'No. Never immerse the base; unplug it, let it cool and wipe it with a damp sponge [1].'),
    (11, 'ok', 'date_format', 'If I switch on a batch of medium eggs at 7:52 am, when should they be ready?', 'At about 8:01 am [1].'),
    (11, 'ok', 'name_form', 'Which model of egg cooker is this?', 'The EB7 [1].'),
    (11, 'ok', 'alternative', 'Should the vinegar for descaling be hot or cold?', 'Cold: leave 500 ml of white vinegar in for an hour [1].'),
    (11, 'bad', 'changed_number', 'How much water do I need for soft eggs?', '45 ml, for about 6 to 7 minutes [1].'),
    (11, 'bad', 'changed_number', 'How much citric acid do I use to descale the egg cooker?', '50 g of citric acid in 500 ml of boiled water, for 15 minutes [1].'),
    (11, 'bad', 'swapped_name', 'Which end of the egg should I prick?', 'The small, pointed end, with the pin under the cup [1].'),
    (11, 'bad', 'swapped_name', 'What switches the heater of the EB7 off?', 'A built-in timer switches it off at the end of the cooking time, and a buzzer sounds [1].'),
    (11, 'bad', 'added_place', 'What happens when all the water has boiled away?', 'The thermostat switches off, the indicator light goes out and a buzzer sounds [1].'),
    (11, 'bad', 'negation_flip', 'Do I need to lift the lid as soon as the buzzer sounds?', 'No need: the eggs stop cooking once the buzzer sounds, so you can leave them in [1].'),
    (11, 'bad', 'changed_number_word', 'How often should I descale the egg cooker?', 'Once a week, or more often in hard-water areas [1].'),

    # 12 sort how-to
    (12, 'ok', 'paraphrase', 'Why does sort put 132 before 43 by default?', "Because by default it compares whole lines as text, in the current locale's collating order, rather than as numbers [1]."),
    (12, 'ok', 'paraphrase', 'How do I sort /etc/passwd numerically by its third field?', 'Give the separator with -t and the key with -k: sort -n -t: -k3 /etc/passwd [1].'),
    (12, 'ok', 'paraphrase', 'Why should I save the output with -o instead of a redirection?', 'Because with -o the output file is allowed to be one of the input files [1].'),
    (12, 'ok', 'paraphrase', 'What does sort -n -u -r num.txt do?', 'It compares the lines of num.txt as numbers, keeps one line from each run of equal ones and lists them from largest to smallest [1].'),
    (12, 'ok', 'short_answer', 'Which sort option reverses the order?', '-r.'),
    (12, 'ok', 'short_answer', 'Which sort option orders month names?', '-M [1].'),
    (12, 'ok', 'short_answer', 'Which sort option checks the order without printing anything?', '-C.'),
    (12, 'ok', 'number_word', 'What exit status does sort -c give when the input is not sorted?', 'One [1].'),
    (12, 'ok', 'equivalent_name', 'How do I make sort read standard input?', 'Name no file at all, or give - as the file name [1].'),
    (12, 'ok', 'yes_no', 'Can the file given to -o also be one of the input files?', 'Yes. The output file may be one of the inputs [1].'),
    (12, 'ok', 'date_format', 'With -M, does sort put January before or after December?', 'Before: -M orders month names from JAN (January) to DEC (December) [1].'),
    (12, 'ok', 'name_form', 'Which file does the -k example sort?', 'The passwd file in /etc [1].'),
    (12, 'ok', 'alternative', 'Does -u keep the first or the last of a run of equal lines?', 'The first [1].'),
    (12, 'bad', 'changed_number', 'From what number does sort -k count fields?', 'From 0 [1].'),
    (12, 'bad', 'changed_number', 'What exit status does sort -c give for unsorted input?', 'Status 2, after printing the first out-of-order line [1].'),
    (12, 'bad', 'swapped_name', 'Which option makes sort compare numeric values?', '-g: sort -g -u -r num.txt lists each number once, largest first [1].'),
    (12, 'bad', 'swapped_name', 'Which option keeps only the first of each run of equal lines?', '-s [1].'),
    (12, 'bad', 'added_place', 'What does the -h option do?', 'It understands sizes such as 2K and 1G, so it can sort the output of du -h [1].'),
    (12, 'bad', 'negation_flip', 'Does sort -c also sort the file?', 'Yes. It sorts the input and also prints the first line that was out of order [1].'),
    (12, 'bad', 'wrong_kind', 'What does sort -C do?', 'With -c, sort prints the first out-of-order line and exits with status 1 if the input is unsorted [1].'),

    # 13 skip hire terms (Dunmore Skips, invented)
    (13, 'ok', 'paraphrase', 'Who arranges the council permit for a skip on the road?', 'Dunmore Skips obtains the permit for a skip on a road or pavement and adds it to your bill [1].'),
    (13, 'ok', 'paraphrase', 'What happens if I load the skip above its sides?', 'The driver may tip off the excess or refuse to lift the skip, and a wasted journey costs £50 [1].'),
    (13, 'ok', 'paraphrase', 'Is Dunmore liable if the skip damages my driveway?', 'Not if you asked for it to go there: Dunmore is not liable for damage to the surface, drains or covers [1].'),
    (13, 'ok', 'short_answer', 'How much does a lost cone cost?', '£5.'),
    (13, 'ok', 'short_answer', 'What fee applies if I cancel less than 48 hours before delivery?', '£15 [1].'),
    (13, 'ok', 'short_answer', 'How long is the standard skip hire?', '14 days from delivery.'),
    (13, 'ok', 'number_word', 'How many cones must I put out when the skip is on the road?', 'Three, on the approach side [1].'),
    (13, 'ok', 'number_word', 'How much does Dunmore charge for each extra day?', 'Ten pounds a day [1].'),
    (13, 'ok', 'equivalent_name', 'How long before delivery can I cancel for free?', 'Up to two days before [1].'),
    (13, 'ok', 'hedge', 'How long can I keep the skip before daily charges start?', 'About two weeks from delivery [1].'),
    (13, 'ok', 'yes_no', 'Can I burn garden waste in the skip?', 'No. You must never light a fire in it [1].'),
    (13, 'ok', 'date_format', 'If my skip is delivered on Monday 6 July 2026, when does the standard hire end?', 'On Monday 20 July 2026 [1].'),
    (13, 'ok', 'name_form', 'Whose lamps must be kept lit on the road?', "Dunmore's [1]."),
    (13, 'ok', 'alternative', 'Do I need a permit for a skip on my own drive, or only for one on the road?', 'Only on a road or pavement; on your own drive the skip needs no permit [1].'),
    (13, 'bad', 'changed_number', 'When must the skip lamps be lit?', 'From an hour after sunset to an hour before sunrise [1].'),
    (13, 'bad', 'swapped_name', 'Which of the banned items can go in the skip if agreed beforehand?', 'Tyres, if agreed beforehand [1].'),
    (13, 'bad', 'added_place', 'What must not go in the skip?', 'Asbestos, tyres, gas bottles, batteries, paint, fridges and mattresses, and plasterboard unless agreed [1].'),
    (13, 'bad', 'wrong_alternative', 'Does the 14-day hire run from delivery or from the day I order?', 'From the day you order [1].'),
    (13, 'bad', 'changed_number_word', 'How many cones do I need when the skip is on the road?', 'Two, on the approach side [1].'),
    (13, 'bad', 'wrong_short_answer', 'How much does a wasted journey cost?', '£75.'),

    # 14 xylometazoline leaflet
    (14, 'ok', 'paraphrase', 'Why should I not use the spray for more than a week?', 'Because using it for more than 7 days in a row can cause rebound congestion [1].'),
    (14, 'ok', 'paraphrase', 'How do I use the spray the first time?', 'Press the plunger until a spray comes out, then hold the bottle upright and breathe in as you spray [1].'),
    (14, 'ok', 'paraphrase', 'What should I do if I miss a dose of the nasal spray?', 'Take the next one when you need it, but do not double up [1].'),
    (14, 'ok', 'short_answer', 'What is the youngest age the spray is for?', '12.'),
    (14, 'ok', 'short_answer', 'What does MAOI stand for?', 'Monoamine oxidase inhibitor [1].'),
    (14, 'ok', 'short_answer', 'How quickly does the spray start to work?', 'Within about 2 minutes.'),
    (14, 'ok', 'number_word', 'How many doses of the spray can I take in 24 hours?', 'Three at most [1].'),
    (14, 'ok', 'number_word', 'How many sprays go into each nostril per dose?', 'One [1].'),
    (14, 'ok', 'equivalent_name', 'How long after taking an MAOI must I wait before using the spray?', 'Two weeks [1].'),
    (14, 'ok', 'hedge', 'How many days in a row can I use the spray?', 'About a week at most [1].'),
    (14, 'ok', 'yes_no', 'Can I just use the spray while pregnant?', 'No, not without asking a doctor first [1].'),
    (14, 'ok', 'date_format', 'If I start using the spray on Monday 4 January 2027, what is the last day of a 7-day run?', 'Sunday 10 January 2027 [1].'),
    (14, 'ok', 'alternative', 'Should I avoid the spray if I have heart disease, or just use it carefully?', 'Avoid it: do not use it if you have heart disease [1].'),
    (14, 'bad', 'changed_number', 'How often can adults use the spray?', 'One spray into each nostril up to four times a day [1].'),
    (14, 'bad', 'changed_number', 'How recently taken an MAOI rules the spray out?', 'Any MAOI taken in the last 7 days [1].'),
    (14, 'bad', 'swapped_name', 'Which eye condition means asking a doctor before using the spray?', 'Open-angle glaucoma [1].'),
    (14, 'bad', 'added_place', 'What side effects can the spray cause?', 'Burning or dryness in the nose, sneezing, headache and a fast heartbeat [1].'),
    (14, 'bad', 'added_place', 'Who can use the spray, and how long does it work?', 'Adults and children aged 12 and over; it works within about 2 minutes and the effect lasts about 12 hours [1].'),
    (14, 'bad', 'negation_flip', 'Can I share my spray with my partner?', 'Yes, sharing the spray is fine [1].'),
    (14, 'bad', 'wrong_alternative', 'Does the spray work within about 2 minutes or about 20 minutes?', 'Within about 20 minutes [1].'),

    # 15 old-appliance take-back policy (Stourton Electricals, invented)
    (15, 'ok', 'paraphrase', 'What can I hand in when I buy a new kettle from Stourton?', 'An old kettle, free, wherever you bought it; the take-back is like for like [1].'),
    (15, 'ok', 'paraphrase', 'What do I have to do before the crew collects my old washing machine?', "Unplug it, disconnect it from water and gas and drain it, since Stourton's drivers do not disconnect anything [1]."),
    (15, 'ok', 'paraphrase', 'What happens to old fridges that Stourton collects?', 'They go to specialists who recover their coolant gases [1].'),
    (15, 'ok', 'short_answer', 'How long do I have to bring back my old item?', '28 days from buying the new one.'),
    (15, 'ok', 'short_answer', 'What counts as proof of purchase?', 'Your receipt [1].'),
    (15, 'ok', 'short_answer', 'How much does Stourton charge to collect an old appliance on delivery?', '£20.'),
    (15, 'ok', 'number_word', 'How far ahead does Stourton confirm the delivery day?', 'At least twenty-four hours ahead [1].'),
    (15, 'ok', 'equivalent_name', 'How long must I defrost an old freezer before collection?', 'At least a full day [1].'),
    (15, 'ok', 'hedge', 'How big can a "very small" item be?', 'Roughly 25 cm on its longest side, at most [1].'),
    (15, 'ok', 'yes_no', 'Can I hand in an old phone without buying anything?', 'Yes, at stores with more than 400 square metres of electrical sales space, which take very small items even if you buy nothing [1].'),
    (15, 'ok', 'date_format', 'I bought a new toaster on 3 March 2027. By when must I bring my old one in?', 'By Wed 31 March 2027 [1].'),
    (15, 'ok', 'name_form', 'Whose take-back policy is this?', "Stourton's [1]."),
    (15, 'ok', 'alternative', 'Will the delivery crew disconnect my old dishwasher, or must I?', 'You must: the drivers do not disconnect anything [1].'),
    (15, 'bad', 'changed_number', 'How long do I have to bring back the old item?', 'Within 30 days of buying the new one [1].'),
    (15, 'bad', 'changed_number', 'What size counts as a very small item?', 'No more than 30 cm on any side [1].'),
    (15, 'bad', 'swapped_name', 'What can I hand in when I buy a new kettle?', 'An old toaster, wherever you bought it [1].'),
    (15, 'bad', 'added_place', 'How much does collection of an old appliance cost?', '£20, which is refunded if you spend more than £300 [1].'),
    (15, 'bad', 'added_place', 'What happens to a fridge that Stourton collects?', 'It is first checked for repair and reuse, and if it cannot be fixed it goes to specialists who recover its coolant gases [1].'),
    (15, 'bad', 'negation_flip', 'Does it matter where I bought the old item?', 'Yes. Stourton only takes back items that were bought from Stourton [1].'),
    (15, 'bad', 'wrong_short_answer', 'How much electrical sales space must a store have to take very small items?', 'More than 200 square metres.'),

    # 16 flapjacks
    (16, 'ok', 'paraphrase', 'How can I tell when the flapjack is baked?', 'It should be golden at the edges but still a little soft in the middle after 20 to 25 minutes; it sets as it cools [1].'),
    (16, 'ok', 'paraphrase', 'When should I cut the flapjack?', 'After it has had 10 minutes in the tin, while it is still warm, into 16 squares [1].'),
    (16, 'ok', 'short_answer', 'What size tin do the flapjacks need?', 'A 20 cm square tin.'),
    (16, 'ok', 'short_answer', 'What kind of oats should I use?', 'Porridge oats, not jumbo oats [1].'),
    (16, 'ok', 'short_answer', 'What gas mark do the flapjacks bake at?', 'Gas mark 4.'),
    (16, 'ok', 'number_word', 'How many squares does the recipe make?', 'Sixteen [1].'),
    (16, 'ok', 'number_word', 'How many tablespoons of golden syrup go in?', 'Four [1].'),
    (16, 'ok', 'equivalent_name', 'What is the oven temperature in Fahrenheit?', 'About 356 °F [1].'),
    (16, 'ok', 'hedge', 'How thick should I spread the flapjack mixture?', 'Roughly 2 cm [1].'),
    (16, 'ok', 'hedge', 'How long does the flapjack bake?', 'Somewhere around 20 to 25 minutes [1].'),
    (16, 'ok', 'yes_no', 'Should I take the flapjack out of the tin straight after baking?', 'No. Leave it in the tin for 10 minutes and lift it out only when it is cold [1].'),
    (16, 'ok', 'yes_no', 'Do I stir in the oats while the pan is still on the heat?', 'No. Take the pan off the heat first, then stir in the oats and salt [1].'),
    (16, 'ok', 'date_format', 'If the flapjack goes into the oven at 3:40 pm for the full baking time, when should it come out?', 'At about 4:05 pm [1].'),
    (16, 'ok', 'alternative', 'Do the flapjacks use light brown sugar or caster sugar?', 'Light brown sugar, 100 g of it [1].'),
    (16, 'bad', 'changed_number', 'How much butter do the flapjacks need?', '150 g of butter [1].'),
    (16, 'bad', 'changed_number', 'What temperature should the oven be for the flapjacks?', '190 °C (170 °C fan, gas mark 4) [1].'),
    (16, 'bad', 'swapped_name', 'What do I melt with the butter and sugar?', 'Honey, 4 tablespoons of it [1].'),
    (16, 'bad', 'added_place', 'What do I do once the mixture is pressed into the tin?', 'Bake it for 20 to 25 minutes, turning the tin halfway through, until golden at the edges [1].'),
    (16, 'bad', 'wrong_alternative', 'Should I cut the flapjack while it is warm or once it is cold?', 'Once it is completely cold [1].'),
    (16, 'bad', 'changed_number_word', 'How long does the flapjack stay in the tin before I cut it?', 'Fifteen minutes [1].'),

    # 17 sock guarantee (Tarnside, invented)
    (17, 'ok', 'paraphrase', 'What does the Tarnside guarantee cover?', 'Socks that wear through, unravel or lose their fit during their useful life are replaced free of charge [1].'),
    (17, 'ok', 'paraphrase', 'What happens if my style of sock is no longer made?', 'You are sent the closest comparable pair instead [1].'),
    (17, 'ok', 'short_answer', 'What do I post with the warranty form?', 'The socks, freshly washed.'),
    (17, 'ok', 'short_answer', 'What does Tarnside email once it has checked the socks?', 'A code [1].'),
    (17, 'ok', 'number_word', 'How long do I have to return unworn socks for a refund?', 'Sixty days from delivery [1].'),
    (17, 'ok', 'number_word', 'How many pairs can go on one warranty form?', 'One, or several if they are exactly the same style and size [1].'),
    (17, 'ok', 'equivalent_name', 'How many weeks do I have to return unworn socks?', 'About eight and a half weeks [1].'),
    (17, 'ok', 'hedge', 'Roughly how long is the refund window for unworn socks?', 'About two months [1].'),
    (17, 'ok', 'paraphrase', 'How do I make a claim under the Tarnside guarantee?', 'Fill in the warranty form on the website and post it with the socks, washed; once they have been checked you are emailed a code and a new pair is sent free [1].'),
    (17, 'ok', 'yes_no', 'Can I pass the guarantee on with socks I give away?', 'No. It covers only the person who first wore the socks [1].'),
    (17, 'ok', 'date_format', 'If my unworn socks were delivered on 1 February 2027, what is the last day to return them?', 'By 02/04/2027 [1].'),
    (17, 'ok', 'name_form', 'What brand of socks does this guarantee cover?', 'Tarnside [1].'),
    (17, 'ok', 'alternative', 'Is the replacement pair posted free, or do I pay for it?', 'It is posted free; you only pay to send the old pair in [1].'),
    (17, 'bad', 'changed_number', 'How long do I have to return unworn socks?', 'Within 30 days of delivery [1].'),
    (17, 'bad', 'changed_number', 'How long are Tarnside socks guaranteed for?', 'For 5 years from purchase [1].'),
    (17, 'bad', 'swapped_name', 'Where do I get the warranty form?', 'From any Tarnside stockist [1].'),
    (17, 'bad', 'added_place', 'What do I need to make a claim?', 'The socks, freshly washed, with the warranty form and a photo of the damage [1].'),
    (17, 'bad', 'negation_flip', 'Do I need a receipt to claim on the guarantee?', 'Yes, you need your receipt as well as the socks [1].'),
    (17, 'bad', 'wrong_alternative', 'Are socks bought from unauthorised resellers covered or excluded?', 'They are covered [1].'),
    (17, 'bad', 'wrong_kind', 'What does the Tarnside guarantee not cover?', 'If the same style is no longer made, Tarnside sends the closest comparable pair [1].'),
]
