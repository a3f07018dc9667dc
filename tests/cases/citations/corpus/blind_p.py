"""Blind held-out data for issue #18 (`/verify-citations`), set P, written 2026-11-30.

Written as data only by a helper who did not read anything under /work/main (no rules' code, no Rust
tests, no QUALITY.md, BENCHMARKS.md or README.md, no answers of the other corpus files), did not build
verity and did not run it on this file, and ran no git or cargo command at all (see the blind_p section
of BLIND.md). PASSAGES_P are our own wording of public pages read through the search tool; CASES_P are
(passage index, "ok"|"bad", kind, question, answer[, [further passage indexes]]).
Run `python3 make_blind_p.py` to write blind_p.jsonl.
"""

PASSAGES_P = [
    # 0 The Tunguska event
    "The Tunguska event was a huge explosion over the basin of the Podkamennaya Tunguska River in central "
    "Siberia at about 7:15 a.m. on 30 June 1908. A stony asteroid or a small comet is thought to have burst "
    "several kilometres above the taiga, releasing 10 to 20 megatons of energy, and it left no crater. Some 80 "
    "million trees were flattened over about 2,150 square kilometres, lying in a radial pattern, while trees at "
    "the centre stayed upright but were stripped of their branches. Evenki reindeer herders were thrown to the "
    "ground in their tents, and the trading post of Vanavara lay about 70 kilometres to the south-east. For the "
    "following nights the sky over western Europe glowed so brightly that newspapers could be read outdoors. "
    "Because of war and revolution, no expedition reached the site until the mineralogist Leonid Kulik arrived "
    "in April 1927, nineteen years later. The Tunguska Nature Reserve was created around the site in 1995.",
    # 1 Bessie Coleman
    "Bessie Coleman was born on 26 January 1892 in Atlanta, Texas, the tenth of thirteen children in a family of "
    "sharecroppers, and grew up in Waxahachie. After one term at college in Langston, Oklahoma, she moved to "
    "Chicago, where she worked as a manicurist. Because no flying school in the United States would admit a Black "
    "woman, she learned French and, with backing from Robert Abbott, founder of the Chicago Defender, went to the "
    "Caudron Brothers' school at Le Crotoy in France. On 15 June 1921 she received her licence from the Fédération "
    "Aéronautique Internationale, becoming the first African-American woman to hold a pilot's licence. Back in "
    "America she flew at air shows from September 1922, was known as \"Queen Bess\", and refused to perform where "
    "Black spectators were segregated. She died on 30 April 1926 in Jacksonville, Florida, aged 34, when the plane "
    "flown by her mechanic flipped during a rehearsal and she, without a seatbelt, fell out. A US postage stamp "
    "honoured her in 1995.",
    # 2 The evacuation of Tristan da Cunha
    "Tristan da Cunha, a volcanic island in the South Atlantic named after the Portuguese explorer Tristão da "
    "Cunha, has a single settlement, Edinburgh of the Seven Seas. Its volcano had never erupted in the island's "
    "recorded history, but tremors began in August 1961 and grew stronger through September. On 10 October 1961 "
    "a new cone rose a few hundred feet east of the village, and the islanders spent that night on Nightingale "
    "Island. The next day the Dutch ship Tjisadane, which had been due to collect two island girls, took all 264 "
    "islanders to Cape Town, where they landed on 16 October. They sailed on to Southampton, arriving on 3 "
    "November, and were housed first at Pendell Camp in Surrey and then at a former RAF camp at Calshot. The "
    "British government expected the move to be permanent, as St Kilda's had been, but most islanders went home "
    "in 1963. The island still has no airstrip and can be reached only by sea.",
    # 3 The Anglepoise lamp
    "The Anglepoise lamp was devised by George Carwardine (1887–1947), an automotive engineer in Bath who "
    "specialised in vehicle suspension. Experimenting with springs in his workshop, he found a spring-and-lever "
    "arrangement, modelled on the human arm, that held any position once moved, while a heavy base kept the lamp from toppling. He applied for a patent on the "
    "mechanism on 4 July 1932 and at first made the lamp in the workshops of his own firm, Cardine Accessories. "
    "The first model, the 1208, had four springs and was meant for factories and workshops rather than homes. On "
    "22 February 1934 Carwardine signed a licensing agreement with Herbert Terry & Sons, a spring maker in "
    "Redditch, Worcestershire, which already supplied his springs. In 1935 Terry brought out the 1227, a domestic version with three springs and a "
    "stepped Art Deco base. In 1938 the Norwegian Jac Jacobsen obtained a licence to sell a version called the "
    "Luxo outside the British Commonwealth.",
    # 4 The Raft of the Medusa
    "The Raft of the Medusa is an oil painting of 1818–19 by the French Romantic painter Théodore Géricault, who "
    "finished it at the age of 27. It shows survivors of the French naval frigate Méduse, which ran aground off "
    "the coast of today's Mauritania on 2 July 1816 while sailing to the French colony of Senegal. At least 147 people were set adrift "
    "on a hastily built raft when the lifeboats cut its tow ropes, and only 15 were alive when the brig Argus "
    "found them 13 days later. The captain, Viscount Hugues Duroy de Chaumareys, was blamed for the wreck, but a "
    "court martial sentenced him to only three years in prison. Géricault interviewed survivors and studied "
    "corpses in a morgue before painting the canvas, which measures 491 by 716 centimetres. First shown at the "
    "Paris Salon of 1819 under the title Scene of a Shipwreck, it now hangs in the Louvre in Paris.",
    # 5 The aye-aye
    "The aye-aye (Daubentonia madagascariensis) is a lemur found only in Madagascar and is the world's largest "
    "nocturnal primate. It weighs about 2.5 kilograms, has large ears that can move independently, and its bushy tail is longer than its body. To find food "
    "it taps on branches with its long, thin middle finger, listens for hollows where grubs live, gnaws a hole "
    "with its ever-growing incisors and hooks the larvae out, a method called percussive foraging. Because of "
    "those rodent-like front teeth, early naturalists classed it as a rodent; the French naturalist Pierre "
    "Sonnerat first used the name \"aye-aye\" in 1782. The genus was named in 1795 after Louis-Jean-Marie "
    "Daubenton by his student Étienne Geoffroy Saint-Hilaire. In parts of Madagascar the animal is thought to "
    "bring bad luck and is killed on sight. The IUCN lists it as Endangered, and a larger relative, Daubentonia "
    "robusta, died out within the last 1,000 years.",
    # 6 The Falkirk Wheel
    "The Falkirk Wheel, at Tamfourhill near Falkirk in central Scotland, is the only rotating boat lift in the "
    "world. It joins the Forth and Clyde Canal to the Union Canal, which had been linked by a flight of 11 locks "
    "until they were dismantled in 1933. The wheel was built for the £84.5 million Millennium Link project led "
    "by British Waterways, and Queen Elizabeth II opened it on 24 May 2002, the year of her Golden Jubilee. Its "
    "two water-filled gondolas always weigh the same, with or without boats, because a floating boat displaces "
    "its own weight in water. A half-turn uses only 1.5 kilowatt-hours of energy, about as much as boiling eight "
    "kettles. The wheel lifts boats 24 metres, and they then pass through two locks to reach the Union Canal, "
    "which lies 35 metres above the Forth and Clyde. It was made at Butterley's works in Derbyshire and carried "
    "to Falkirk in 35 lorry loads.",
    # 7 The London Beer Flood
    "The London Beer Flood happened on Monday 17 October 1814 at Meux & Co's Horse Shoe Brewery, near the "
    "junction of Tottenham Court Road and Oxford Street. At about 4:30 that afternoon the storehouse clerk, "
    "George Crick, saw that an iron hoop had slipped from a 22-foot vat holding some 3,555 barrels of "
    "ten-month-old porter, but he was told that no harm would follow. About an hour later the vat burst, "
    "knocking the stopcock from a neighbouring vat, and up to 323,000 imperial gallons of beer poured out. The "
    "wave destroyed the brewery's rear wall and flooded the crowded houses of the St Giles rookery. Eight people "
    "died, five of them mourners at a wake for a two-year-old boy, and the inquest found the deaths accidental, "
    "so no one was punished. The brewery escaped bankruptcy after HM Excise refunded the duty on the lost beer. "
    "The Dominion Theatre now stands on its site.",
    # 8 Ignaz Semmelweis
    "Ignaz Semmelweis was born on 1 July 1818 in the Tabán district of Buda, in today's Hungary, the son of a "
    "shopkeeper. Working at the First Obstetrical Clinic of the Vienna General Hospital, he found that the ward "
    "run by doctors and medical students had about three times the death rate from childbed fever of the ward "
    "run by midwives. In 1847 his friend Jakob Kolletschka, a professor of forensic medicine, died after cutting "
    "himself during an autopsy, with the same signs as the mothers who died. Semmelweis concluded that students "
    "were carrying \"cadaveric particles\" from the dissecting room, and in May 1847 he ordered them to wash their "
    "hands in chlorinated lime solution before entering the delivery room. Deaths in the clinic fell from about "
    "18% to under 2%. His book on the cause and prevention of childbed fever appeared in 1861, but most doctors "
    "rejected his ideas. He died in an asylum on 13 August 1865, aged 47.",
    # 9 The Bayeux Tapestry
    "The Bayeux Tapestry is not a true tapestry but an embroidery: coloured woollen yarns stitched onto a strip "
    "of linen about 70 metres long and 50 centimetres high. It tells the story of the Norman conquest of "
    "England, from the events leading up to the Battle of Hastings on 14 October 1066 to the battle itself. It "
    "was probably commissioned by Bishop Odo of Bayeux, the half-brother of William the Conqueror, for his new cathedral, and was most "
    "likely made in England, perhaps at Canterbury, in the 1070s. Its scenes show 626 people, 190 horses, 37 "
    "ships and 33 buildings, with captions in Latin, and the last part of the cloth is missing. In 1803 "
    "Napoleon had it put on show in Paris. It is kept at the Bayeux Tapestry Museum in Normandy, has been "
    "listed as a historic monument since 1840 and is on UNESCO's Memory of the World Register.",
    # 10 The Tay Bridge disaster
    "The first Tay Rail Bridge, designed by Thomas Bouch for the North British Railway, carried trains almost two "
    "miles across the Firth of Tay between Wormit in Fife and Dundee. It opened on 1 June 1878, and after Queen "
    "Victoria crossed it in the summer of 1879 she knighted its designer. On Sunday 28 December 1879, during a "
    "violent storm, the high girders in the centre collapsed at about 7:15 p.m. as a train from Burntisland to "
    "Dundee was passing over them. No one aboard survived: about 75 people are thought to have died, 59 of "
    "them known by name. The Board of Trade inquiry, chaired by Henry Cadogan Rothery, reported on 30 June 1880 "
    "and blamed Bouch for faults of design, construction and maintenance. Bouch died in October 1880, and his "
    "design for a bridge over the Forth was never used. A stronger replacement bridge opened on 13 July 1887.",
    # 11 The Brisa CD8 condenser dryer (manual)
    "Your Brisa CD8 is a condenser tumble dryer for loads of up to 8 kg of washed laundry. Clean the fluff "
    "filter in the door opening after every cycle, and empty the water container after every cycle too: when "
    "it is full, the dryer stops the programme and the wet laundry stays in the drum. Rinse the condenser unit "
    "under warm, never hot, water every four to six weeks, and do not use detergent on it. Never dry items "
    "containing foam rubber, rubber-backed mats, underwired bras or clothes soiled with cooking oil, petrol or "
    "dry-cleaning solvents, as they can catch fire. Do not open the door or stop the dryer before the cycle "
    "ends: the last stage is a cool-down without heat that protects your laundry. Leave at least 30 minutes "
    "between two drying cycles so that the dryer can cool down. Do not leave the dryer running while you are "
    "out of the house or asleep.",
    # 12 Creating and extracting archives with tar (how-to)
    "tar bundles files and directories into a single archive file and unpacks them again. To create a "
    "gzip-compressed archive of a folder, run `tar -czvf backup.tar.gz project/`: `-c` creates an archive, "
    "`-z` compresses it with gzip, `-v` lists each file as it is processed and `-f` gives the archive's name. "
    "Because the name must come straight after `-f`, put `f` last when you bundle the flags. To see what an "
    "archive holds without unpacking it, use `-t` in place of `-c`, as in `tar -tzf backup.tar.gz`. To "
    "extract, use `-x`, and add `-C` followed by a path (long form `--directory`) to unpack into an existing "
    "directory other than the current one. Use `-j` for bzip2 or `-J` for xz instead of `-z`, or `-a` to let "
    "tar choose the compression from the archive's suffix. To leave files out, add `--exclude` with a "
    "pattern such as `--exclude='*.png'`; it takes a pattern, not only exact file names.",
    # 13 Redmoss Climbing Centre conditions of use (terms)
    "These conditions apply to everyone who climbs at the Redmoss Climbing Centre. Climbing and bouldering carry "
    "a risk of serious injury or death, and the soft matting under the walls reduces that risk but does not "
    "remove it. Every climber must sign a registration form before a first visit, and forms for climbers under "
    "16 must be countersigned by a parent or guardian; a registration is valid for one year. Report to reception "
    "on every visit, never stand or walk beneath someone who is climbing, and do not climb under the influence "
    "of alcohol or drugs. A registered adult may supervise children aged 3 to 7 one to one, and children aged 8 "
    "to 13 two at a time. The training area is open only to registered climbers aged 18 or over. Staff may ask "
    "anyone who breaks these rules to leave, and the centre accepts no responsibility for lost or stolen "
    "belongings.",
    # 14 Senna 7.5 mg tablets (medicine leaflet)
    "Senna 7.5 mg tablets are a herbal stimulant laxative for the short-term relief of occasional "
    "constipation; they do not help with weight loss. Adults and the elderly should take one or two tablets at "
    "bedtime with a glass of water, and children over 12 should take one tablet at bedtime. Start with the "
    "lowest dose, increase it only if needed, and reduce it once your bowels are regular again. The tablets "
    "usually work within 8 to 12 hours. Do not give them to children under 12 without medical advice, and do "
    "not use them for more than one week unless a doctor tells you to. Do not take them if you have stomach "
    "pain, are feeling or being sick, or have a blockage in the bowel. Talk to a doctor if you have had no "
    "bowel movement after 3 days of use, or if you find you need a laxative every day.",
    # 15 Larchfield Furniture returns (refund policy)
    "You may cancel an order from Larchfield Furniture up to 14 days after the day it is delivered, or, for an "
    "order delivered in parts, 14 days after the last delivery. Returned items must be unused and in their "
    "original packaging, and you pay the cost of sending them back; the refund does not include the original "
    "delivery charge. We refund you within 14 days of receiving the item, or proof that you have sent it, using "
    "the payment method you paid with. Items made to order, such as sofas in a fabric or colour you chose, "
    "cannot be returned unless they are faulty or not as described. You may cancel a made-to-order item free of "
    "charge within 14 days of placing the order; after that, a cancellation charge of 20% of its price applies. "
    "Mattresses and headboards are sealed for hygiene reasons, so once the seal is broken they cannot be "
    "returned. Your statutory rights are not affected.",
    # 16 Soda bread (recipe)
    "This plain soda bread makes one round loaf and uses no yeast, so it needs no time to rise. You need 450 g "
    "plain flour, 1 teaspoon of salt, 1 teaspoon of bicarbonate of soda and 400 ml buttermilk; if you have no "
    "buttermilk, plain yogurt will do. Heat the oven to 230°C (gas 8), sift the flour, salt and bicarbonate into "
    "a bowl, make a well and pour in the buttermilk. Mix with one hand to a soft but not sticky dough, knead it "
    "lightly on a floured board for 1 minute and shape it into a round about 4 cm high. Cut a deep cross from "
    "edge to edge and bake on a floured tray for 15 minutes, then lower the heat to 200°C (gas 6) and bake for "
    "30 minutes more. The loaf is done when its underside sounds hollow when tapped. Cool it on a wire rack; "
    "soda bread is best eaten on the day it is made.",
    # 17 Caldbeck Cycles frame guarantee (warranty)
    "Every Caldbeck Cycles frame is guaranteed against defects in materials and workmanship for as long as its "
    "original owner owns it; the guarantee cannot be passed on to a second owner. Components such as gears and "
    "brakes are not covered by us but by their own makers, usually for two years. The guarantee does not cover "
    "damage from crashes, neglect, corrosion, improper assembly or repair, or normal wear and tear, nor paint "
    "chips and other cosmetic marks. To claim, take the bike to an authorised Caldbeck dealer with your proof "
    "of purchase, a photo of the serial number and a photo of the damage. If we accept the claim, we "
    "repair or replace the frame free of charge, although labour to refit parts may be charged on bikes more "
    "than 60 days old. A frame damaged in a crash may instead be replaced at a discounted price under our crash "
    "replacement scheme. A dealer who did not sell you the bike may charge a processing fee of up to £40.",
]

CASES_P = [
    # 0 Tunguska
    (0, "ok", "paraphrase", "What is thought to have caused the Tunguska event?", "Scientists think a small comet or a rocky asteroid blew apart several kilometres above the forest [1]."),
    (0, "ok", "short_answer", "What kind of scientist was Leonid Kulik?", "A mineralogist [1]"),
    (0, "bad", "added_place", "Where did the Tunguska explosion happen?", "Over the basin of the Podkamennaya Tunguska River in central Siberia, about 1,000 km north-west of Lake Baikal [1]."),
    (0, "ok", "number_word", "How many years passed before an expedition reached the Tunguska site?", "Nineteen [1]"),
    (0, "ok", "paraphrase", "What happened to the Evenki herders near the blast?", "The blast knocked the Evenki reindeer herders off their feet inside their tents [1]."),
    (0, "bad", "changed_number", "How big was the area of flattened forest?", "About 1,000 square kilometres of taiga was flattened [1]."),
    (0, "ok", "short_answer", "Over which river's basin did the Tunguska explosion take place?", "The Podkamennaya Tunguska River"),
    (0, "ok", "number_word", "How much energy did the Tunguska blast release?", "Between ten and twenty megatons [1]."),
    (0, "ok", "equivalent_name", "How large an area of forest was flattened?", "About 2,150 km² of taiga, with some 80 million trees knocked down [1]."),
    (0, "bad", "swapped_name", "Which people were living near the blast site?", "Yakut reindeer herders, who were thrown to the ground in their tents [1]."),
    (0, "ok", "hedge", "How far was Vanavara from the blast site?", "Roughly 70 km, to the south-east [1]."),
    (0, "ok", "yes_no", "Did the Tunguska explosion leave a crater?", "No. The object burst several kilometres above the ground, and no crater was left [1]."),
    (0, "bad", "negation_flip", "Is there a crater at Tunguska?", "There is: the explosion left a large crater in the taiga [1]."),
    (0, "ok", "date_format", "When did the Tunguska event happen?", "1908-06-30, at about 7:15 in the morning [1]."),
    (0, "ok", "name_form", "Who was the first scientist to reach the Tunguska site?", "Kulik [1]"),
    (0, "bad", "changed_number", "When did Leonid Kulik reach the Tunguska site?", "In April 1921 [1]."),
    (0, "ok", "alternative", "Which happened first, the Tunguska event or the new volcanic cone on Tristan da Cunha?", "The Tunguska event, in June 1908 [1], more than half a century before the cone rose on Tristan in October 1961 [2].", [2]),
    (0, "ok", "ordinal", "In which century did the Tunguska event take place?", "The 20th century, in 1908 [1]."),
    (0, "bad", "changed_number_word", "How long after the blast did Kulik arrive at the site?", "Seventeen years later [1]."),
    (0, "ok", "paraphrase", "Why did it take so long for anyone to study the Tunguska site?", "War and revolution held things up, so the first expedition, Leonid Kulik's, only got there in April 1927 [1]."),

    # 1 Bessie Coleman
    (1, "ok", "paraphrase", "Why did Bessie Coleman go to France to learn to fly?", "American flying schools would not take a Black woman, so she learned French and trained at the Caudron Brothers' school at Le Crotoy [1]."),
    (1, "ok", "short_answer", "Who backed Bessie Coleman's flight training abroad?", "Robert Abbott [1]"),
    (1, "bad", "changed_number", "How old was Bessie Coleman when she died?", "She was 36 [1]."),
    (1, "ok", "date_format", "When was Bessie Coleman born?", "January 26th, 1892 [1]"),
    (1, "ok", "number_word", "How many children were in Bessie Coleman's family?", "Thirteen [1]."),
    (1, "bad", "swapped_name", "Which newspaper's founder supported Coleman?", "Robert Abbott, the founder of the Pittsburgh Courier [1]."),
    (1, "ok", "short_answer", "Where did Bessie Coleman grow up?", "Waxahachie"),
    (1, "ok", "equivalent_name", "Which organisation issued Coleman's pilot's licence?", "The FAI [1]."),
    (1, "bad", "added_place", "Who helped pay for Bessie Coleman's flight training?", "Robert Abbott of the Chicago Defender and the Chicago banker Jesse Binga [1]."),
    (1, "ok", "hedge", "How long did Coleman's air-show career last?", "Roughly three and a half years, from September 1922 until her death in April 1926 [1]."),
    (1, "ok", "yes_no", "Did Bessie Coleman earn her licence before the Anglepoise lamp was patented?", "Yes. She received her licence on 15 June 1921 [1], more than ten years before Carwardine applied for his patent on 4 July 1932 [2].", [3]),
    (1, "bad", "negation_flip", "Did flying schools in the US admit Coleman?", "Yes, an American flying school accepted her, although she later trained in France [1]."),
    (1, "ok", "date_format", "On what date did Coleman receive her pilot's licence?", "15/06/1921 [1]"),
    (1, "ok", "number_word", "How old was Bessie Coleman when she died?", "Thirty-four [1]."),
    (1, "bad", "wrong_alternative", "Did Coleman train in France or in England?", "She trained in England [1]."),
    (1, "ok", "name_form", "Which pilot was known as \"Queen Bess\"?", "Coleman [1]"),
    (1, "ok", "paraphrase", "How did Bessie Coleman die?", "During a rehearsal in Jacksonville, the plane her mechanic was flying flipped, and she fell out because she had no seatbelt on [1]."),
    (1, "bad", "changed_number", "When did Coleman start flying at air shows in America?", "From September 1924 [1]."),
    (1, "ok", "ordinal", "Where did Bessie come in her family's birth order?", "She was the 10th of 13 children [1]."),
    (1, "bad", "changed_ordinal", "Where did Bessie come among her siblings?", "She was the twelfth of thirteen children [1]."),

    # 2 Tristan da Cunha
    (2, "ok", "paraphrase", "Why did the islanders leave Tristan da Cunha in 1961?", "After weeks of tremors a new volcanic cone formed a few hundred feet from their village, so the whole population was taken off the island [1]."),
    (2, "ok", "short_answer", "What was the name of the ship that took the islanders away?", "The Tjisadane [1]"),
    (2, "bad", "changed_number", "How many people were evacuated from Tristan, and how many died in the Tay Bridge disaster?", "All 264 islanders were evacuated [1], and about 57 people died when the Tay Bridge fell [2].", [10]),
    (2, "ok", "number_word", "How many islanders were evacuated?", "Two hundred and sixty-four [1]."),
    (2, "ok", "short_answer", "Where did the islanders spend the night of 10 October 1961?", "On Nightingale Island [1]"),
    (2, "bad", "swapped_name", "Where were the islanders housed first in England?", "At Pendell Camp in Kent [1]."),
    (2, "ok", "equivalent_name", "Where was the ship Tjisadane from?", "The Netherlands [1]."),
    (2, "ok", "hedge", "How long were the islanders away from Tristan?", "Roughly two years: they left in 1961 and most returned in 1963 [1]."),
    (2, "bad", "added_place", "Why was Tristan da Cunha evacuated?", "A new volcanic cone rose beside the village, and the island's administrator, Peter Wheeler, ordered everyone to leave [1]."),
    (2, "ok", "yes_no", "Can you fly to Tristan da Cunha?", "No. There is still no airstrip, and the island can only be reached by sea [1]."),
    (2, "ok", "date_format", "When did the new volcanic cone appear?", "October 10th, 1961 [1]"),
    (2, "ok", "date_format", "When did the islanders arrive in Southampton?", "1961-11-03 [1]"),
    (2, "bad", "wrong_alternative", "Was the ship that rescued the islanders Dutch or British?", "British: the Tjisadane [1]."),
    (2, "ok", "name_form", "Who was Tristan da Cunha named after?", "The explorer da Cunha [1]"),
    (2, "ok", "number_word", "How many island girls was the Tjisadane originally meant to collect?", "Two [1]."),
    (2, "bad", "changed_number", "When did the islanders go home?", "Most of them returned in 1965 [1]."),
    (2, "ok", "alternative", "Did the evacuees land first in Cape Town or in Southampton?", "Cape Town came first, on 16 October; they reached Southampton only on 3 November [1]."),
    (2, "ok", "paraphrase", "Where were the Tristan islanders housed in England?", "First at Pendell Camp in Surrey, and later at an ex-RAF camp at Calshot [1]."),
    (2, "bad", "changed_number_word", "How many islanders did the Tjisadane carry to Cape Town?", "Two hundred and ninety [1]."),
    (2, "ok", "ordinal", "In which century was Tristan da Cunha evacuated?", "The twentieth century [1]."),

    # 3 Anglepoise
    (3, "ok", "paraphrase", "What inspired the Anglepoise mechanism?", "Carwardine modelled his spring-and-lever system on the human arm, so the lamp stays put wherever it is moved [1]."),
    (3, "ok", "short_answer", "Which company took a licence for the Anglepoise design?", "Herbert Terry & Sons [1]"),
    (3, "bad", "changed_number", "When did Carwardine apply for the Anglepoise patent?", "On 7 July 1932 [1]."),
    (3, "ok", "number_word", "How many springs did the first Anglepoise model have?", "Four [1]."),
    (3, "ok", "date_format", "When did Carwardine apply for his patent?", "July 4th, 1932 [1]"),
    (3, "bad", "swapped_name", "Where did George Carwardine work?", "He was an automotive engineer in Bristol [1]."),
    (3, "ok", "equivalent_name", "What nationality was Jac Jacobsen?", "He was from Norway [1]."),
    (3, "ok", "hedge", "How old was Carwardine when he applied for the patent?", "Around 45 [1]."),
    (3, "bad", "added_place", "What was the first Anglepoise model?", "The 1208, a four-spring lamp for factories and workshops, made at Cardine Accessories' premises at 20 High Street, Bath [1]."),
    (3, "ok", "yes_no", "Was the first Anglepoise meant for people's homes?", "No. The four-spring 1208 was intended for factories and workshops; the domestic 1227 came in 1935 [1]."),
    (3, "ok", "date_format", "When was the licensing agreement with Terry signed?", "22/02/1934 [1]"),
    (3, "bad", "changed_number", "How many years after Bessie Coleman got her licence did Carwardine apply for his patent?", "13 years: Coleman received her licence in 1921 [2] and Carwardine applied in 1932 [1].", [1]),
    (3, "ok", "name_form", "Who designed the Anglepoise lamp?", "G. Carwardine [1]"),
    (3, "ok", "short_answer", "What was Carwardine's own firm called?", "Cardine Accessories"),
    (3, "bad", "swapped_name", "Who obtained the licence to sell the Luxo?", "The Danish designer Jac Jacobsen, in 1938 [1]."),
    (3, "ok", "alternative", "Was Carwardine an automotive engineer or a furniture designer?", "An automotive engineer; his speciality was vehicle suspension [1]."),
    (3, "bad", "wrong_alternative", "Did Carwardine specialise in suspension or in engines?", "In car engines [1]."),
    (3, "ok", "paraphrase", "How did the 1227 differ from the first model?", "The 1227 was made for the home and used three springs rather than four, on a stepped Art Deco base [1]."),
    (3, "ok", "ordinal", "In which century was the Anglepoise invented?", "The 20th [1]."),
    (3, "bad", "wrong_short_answer", "In which town was Herbert Terry & Sons based?", "Birmingham"),

    # 4 Raft of the Medusa
    (4, "ok", "paraphrase", "What does The Raft of the Medusa depict?", "It shows people who survived the wreck of the French navy frigate Méduse, adrift on a makeshift raft [1]."),
    (4, "ok", "short_answer", "Who painted The Raft of the Medusa?", "Théodore Géricault"),
    (4, "bad", "changed_number", "How big is the canvas?", "It measures 491 by 761 centimetres [1]."),
    (4, "ok", "number_word", "How many people on the raft were still alive when it was found?", "Fifteen [1]."),
    (4, "ok", "date_format", "When did the Méduse run aground?", "1816-07-02 [1]"),
    (4, "ok", "short_answer", "Which ship found the survivors?", "The brig Argus [1]"),
    (4, "bad", "swapped_name", "Where can I see The Raft of the Medusa and the Bayeux Tapestry?", "The Raft of the Medusa hangs in the Louvre in Paris [1], and the Bayeux Tapestry is kept at the Louvre as well [2].", [9]),
    (4, "ok", "equivalent_name", "How big is the painting?", "4.91 by 7.16 metres [1]."),
    (4, "ok", "hedge", "How many people were put on the raft?", "Roughly 150: at least 147 people [1]."),
    (4, "bad", "added_place", "Who found the survivors of the raft?", "The brig Argus, which at first sailed past and came back two hours later [1]."),
    (4, "ok", "yes_no", "Was the Méduse's captain punished?", "Yes, but lightly: a court martial gave him only three years in prison [1]."),
    (4, "ok", "date_format", "On what date was the frigate wrecked off Mauritania?", "July 2nd, 1816 [1]"),
    (4, "bad", "negation_flip", "Was the captain blamed for the wreck of the Méduse?", "No, the captain was cleared of blame for the wreck [1]."),
    (4, "ok", "name_form", "Who commanded the Méduse?", "Viscount de Chaumareys [1]"),
    (4, "ok", "number_word", "How old was Géricault when he finished the painting?", "Twenty-seven [1]."),
    (4, "bad", "changed_number", "How many people were set adrift on the raft?", "At least 151 people [1]."),
    (4, "ok", "paraphrase", "How did Géricault prepare for the painting?", "He talked to survivors and examined dead bodies in a morgue [1]."),
    (4, "ok", "short_answer", "Where does the painting hang today?", "The Louvre [1]"),
    (4, "bad", "changed_number_word", "How many survivors did the Argus find?", "Ten [1]."),
    (4, "ok", "ordinal", "In which century was The Raft of the Medusa painted?", "The nineteenth century [1]."),

    # 5 Aye-aye
    (5, "ok", "paraphrase", "How does the aye-aye find its food?", "It knocks on branches with its thin middle finger, listens for hollow spots with grubs inside, bites a hole and pulls the larvae out [1]."),
    (5, "ok", "short_answer", "What is the aye-aye's way of feeding called?", "Percussive foraging"),
    (5, "bad", "changed_number", "How much does an aye-aye weigh?", "About 2.7 kilograms [1]."),
    (5, "ok", "number_word", "How much does an aye-aye weigh?", "About two and a half kilograms [1]."),
    (5, "ok", "paraphrase", "Why is the aye-aye persecuted in Madagascar?", "In some areas people believe it brings bad luck, so they kill it as soon as they see it [1]."),
    (5, "bad", "swapped_name", "Who was the genus Daubentonia named after?", "The French naturalist Georges Cuvier [1]."),
    (5, "ok", "short_answer", "Who first used the name \"aye-aye\"?", "Pierre Sonnerat [1]"),
    (5, "ok", "equivalent_name", "Which body lists the aye-aye as Endangered?", "The International Union for Conservation of Nature [1]."),
    (5, "bad", "added_place", "Where does the aye-aye live?", "Only in Madagascar, mainly in the rainforests along the east coast [1]."),
    (5, "ok", "hedge", "How long ago did Daubentonia robusta die out?", "Within roughly the last millennium [1]."),
    (5, "ok", "yes_no", "Is the aye-aye active at night?", "Yes. It is nocturnal, and in fact the largest nocturnal primate in the world [1]."),
    (5, "bad", "negation_flip", "Do people in Madagascar harm the aye-aye?", "No, local people leave it alone [1]."),
    (5, "ok", "name_form", "Who named the genus Daubentonia?", "Geoffroy Saint-Hilaire [1]"),
    (5, "ok", "short_answer", "What is the aye-aye's conservation status?", "Endangered [1]"),
    (5, "bad", "wrong_alternative", "Is the aye-aye classed as Endangered or as Near Threatened?", "Near Threatened [1]."),
    (5, "ok", "alternative", "Is the aye-aye's tail shorter or longer than its body?", "Longer: its bushy tail exceeds the length of its body [1]."),
    (5, "ok", "paraphrase", "Why was the aye-aye once thought to be a rodent?", "Because its front teeth keep growing, like a rodent's [1]."),
    (5, "bad", "changed_number", "When did Sonnerat first use the name aye-aye?", "In 1788 [1]."),
    (5, "ok", "number_word", "When was the genus Daubentonia named?", "In seventeen ninety-five [1]."),
    (5, "bad", "wrong_short_answer", "What is the aye-aye's scientific name?", "Daubentonia robusta"),

    # 6 Falkirk Wheel
    (6, "ok", "paraphrase", "Why do the Falkirk Wheel's gondolas always weigh the same?", "Its two gondolas weigh the same whether or not they carry boats, because a floating boat displaces its own weight of water [1]."),
    (6, "ok", "short_answer", "Who opened the Falkirk Wheel?", "Queen Elizabeth II [1]"),
    (6, "bad", "changed_number", "When were the old locks between the canals dismantled?", "In 1936 [1]."),
    (6, "ok", "number_word", "How many lorry loads did it take to bring the wheel to Falkirk?", "Thirty-five [1]."),
    (6, "ok", "date_format", "When was the Falkirk Wheel opened?", "May 24th, 2002 [1]"),
    (6, "bad", "swapped_name", "Which organisation led the Millennium Link project?", "Scottish Canals led it [1]."),
    (6, "ok", "equivalent_name", "How much did the Millennium Link project cost?", "GBP 84.5 million [1]."),
    (6, "ok", "hedge", "How much energy does one half-turn of the wheel use?", "Around 1.5 kWh, roughly what boiling eight kettles takes [1]."),
    (6, "bad", "added_place", "Where was the Falkirk Wheel made?", "At Butterley's works in Derbyshire, to a design by the architects RMJM [1]."),
    (6, "ok", "yes_no", "Is the Falkirk Wheel the only rotating boat lift?", "Yes, there is no other rotating boat lift anywhere in the world [1]."),
    (6, "ok", "date_format", "On what date did the Queen open the wheel?", "24/05/2002 [1]"),
    (6, "bad", "wrong_alternative", "Did the Falkirk Wheel open in 2002 or in 2000?", "It opened in 2000 [1]."),
    (6, "ok", "number_word", "How many locks used to link the two canals?", "Eleven [1]."),
    (6, "ok", "alternative", "Does the wheel lift boats 24 or 35 metres?", "24 metres; two locks then take boats up to the Union Canal, 35 metres above the Forth and Clyde [1]."),
    (6, "bad", "changed_number", "How much energy does a half-turn use?", "About 15 kilowatt-hours [1]."),
    (6, "ok", "paraphrase", "What did the Falkirk Wheel replace?", "A flight of 11 locks that once connected the two canals and was taken down in 1933 [1]."),
    (6, "ok", "short_answer", "Where was the wheel manufactured?", "At Butterley's works in Derbyshire [1]"),
    (6, "bad", "changed_number_word", "How was the wheel brought to Falkirk?", "In twenty-five lorry loads from Derbyshire [1]."),
    (6, "ok", "ordinal", "In which century did the Falkirk Wheel open?", "The 21st century [1]."),
    (6, "bad", "wrong_kind", "When was the Falkirk Wheel opened?", "At Tamfourhill, near Falkirk [1]."),

    # 7 London Beer Flood
    (7, "ok", "paraphrase", "What caused the London Beer Flood?", "An iron hoop slipped off a huge vat of porter at the Horse Shoe Brewery, and about an hour later the vat split open [1]."),
    (7, "ok", "short_answer", "At which brewery did the Beer Flood happen?", "Meux & Co's Horse Shoe Brewery [1]"),
    (7, "bad", "changed_number", "How much beer did the vat that burst hold?", "Some 3,550 barrels of porter [1]."),
    (7, "ok", "number_word", "How many people died in the London Beer Flood?", "Eight [1]."),
    (7, "ok", "date_format", "When did the London Beer Flood happen?", "1814-10-17 [1]"),
    (7, "bad", "swapped_name", "Who noticed the slipped hoop?", "The storehouse clerk, Henry Meux [1]."),
    (7, "ok", "equivalent_name", "Which government body refunded the duty on the lost beer?", "His Majesty's Excise [1]."),
    (7, "ok", "hedge", "At what time did the vat burst?", "At roughly 5:30 in the afternoon, about an hour after the slipped hoop was noticed [1]."),
    (7, "bad", "added_place", "Where did the Beer Flood happen?", "At the Horse Shoe Brewery near the corner of Tottenham Court Road and Oxford Street; the wave also wrecked the Tavistock Arms on Great Russell Street [1]."),
    (7, "ok", "yes_no", "Was anyone punished for the Beer Flood?", "No. The inquest found the deaths accidental, so nobody was held to blame [1]."),
    (7, "ok", "date_format", "What day was the London Beer Flood?", "Monday, Oct. 17, 1814 [1]"),
    (7, "bad", "negation_flip", "What was George Crick told when he reported the slipped hoop?", "He was warned that the vat could burst at any moment [1]."),
    (7, "ok", "name_form", "Which clerk noticed the slipped hoop?", "Crick, the storehouse clerk [1]."),
    (7, "ok", "number_word", "How tall was the vat that burst?", "Twenty-two feet [1]."),
    (7, "bad", "changed_number", "How old was the child whose wake was being held?", "Four years old [1]."),
    (7, "ok", "alternative", "Which killed more people, the London Beer Flood or the Tay Bridge disaster?", "The Tay Bridge disaster: about 75 people died there [2], against eight in the Beer Flood [1].", [10]),
    (7, "ok", "paraphrase", "Why didn't the brewery go bankrupt?", "HM Excise paid back the duty that had been charged on the beer that was lost [1]."),
    (7, "ok", "short_answer", "What stands on the brewery's site today?", "The Dominion Theatre"),
    (7, "bad", "changed_ordinal", "In which century did the London Beer Flood happen?", "The eighteenth century [1]."),
    (7, "ok", "ordinal", "In which century did the London Beer Flood occur?", "The nineteenth century [1]."),

    # 8 Semmelweis
    (8, "ok", "paraphrase", "What did Semmelweis notice at the Vienna clinic?", "Mothers on the ward run by doctors and students died of childbed fever about three times as often as those on the midwives' ward [1]."),
    (8, "ok", "short_answer", "Which friend of Semmelweis died after cutting himself during an autopsy?", "Jakob Kolletschka [1]"),
    (8, "bad", "changed_number", "When did Semmelweis order students to wash their hands?", "In May 1848 [1]."),
    (8, "ok", "number_word", "How old was Semmelweis when he died?", "Forty-seven [1]."),
    (8, "ok", "date_format", "When was Semmelweis born?", "July 1st, 1818 [1]"),
    (8, "bad", "swapped_name", "Where was Semmelweis working when he introduced handwashing?", "At the First Obstetrical Clinic of Budapest's St Rochus Hospital [1]."),
    (8, "ok", "equivalent_name", "What disease was Semmelweis's book about?", "Puerperal fever: its cause and prevention [1]."),
    (8, "ok", "hedge", "How much did deaths in the clinic fall after handwashing began?", "From roughly 18% to less than 2% [1]."),
    (8, "bad", "added_place", "How did Semmelweis die?", "He died in an asylum on 13 August 1865, aged 47, of an infected wound on his right hand [1]."),
    (8, "ok", "yes_no", "Was the Méduse wrecked before Semmelweis introduced handwashing?", "Yes. The Méduse ran aground in 1816 [2], and Semmelweis ordered handwashing in May 1847 [1].", [4]),
    (8, "ok", "date_format", "When did Semmelweis die?", "13/08/1865 [1]"),
    (8, "bad", "wrong_alternative", "Which came first, the wreck of the Méduse or Semmelweis's birth?", "Semmelweis's birth, in 1818 [1], came before the Méduse ran aground in 1816 [2].", [4]),
    (8, "ok", "name_form", "Who introduced handwashing at the Vienna General Hospital's First Obstetrical Clinic?", "I. Semmelweis [1]"),
    (8, "ok", "number_word", "How much higher was the death rate on the doctors' ward?", "About three times higher [1]."),
    (8, "bad", "changed_number", "When did Semmelweis's book on childbed fever come out?", "In 1860 [1]."),
    (8, "ok", "alternative", "Did Semmelweis have hands washed in chlorinated lime or in carbolic acid?", "In a chlorinated lime solution [1]."),
    (8, "ok", "paraphrase", "What rule did Semmelweis bring in?", "From May 1847 students had to clean their hands in chlorinated lime solution before going into the delivery room [1]."),
    (8, "ok", "short_answer", "Where was Semmelweis born?", "In the Tabán district of Buda"),
    (8, "bad", "changed_number_word", "How old was Semmelweis when he died?", "Forty-five [1]."),
    (8, "ok", "ordinal", "In which century did Semmelweis do his work on childbed fever?", "The 19th century [1]."),

    # 9 Bayeux Tapestry
    (9, "ok", "paraphrase", "Why isn't the Bayeux Tapestry a real tapestry?", "Because it's actually embroidery: coloured wool stitched onto a strip of linen [1]."),
    (9, "ok", "short_answer", "In what language are the tapestry's captions?", "Latin [1]"),
    (9, "bad", "changed_number", "How many horses appear on the tapestry?", "202 horses [1]."),
    (9, "ok", "number_word", "How many ships appear on the Bayeux Tapestry?", "Thirty-seven [1]."),
    (9, "ok", "date_format", "When was the Battle of Hastings?", "Oct. 14, 1066 [1]"),
    (9, "bad", "swapped_name", "Who had the tapestry put on show in Paris in 1803?", "Louis XVIII had it displayed in Paris in 1803 [1]."),
    (9, "ok", "equivalent_name", "Which organisation has the tapestry on its Memory of the World Register?", "The United Nations Educational, Scientific and Cultural Organization [1]."),
    (9, "ok", "hedge", "How many people are shown on the tapestry?", "A little over 600: some 626 figures [1]."),
    (9, "bad", "added_place", "Who probably commissioned the Bayeux Tapestry?", "Bishop Odo of Bayeux, William the Conqueror's half-brother, who was later made Earl of Kent [1]."),
    (9, "ok", "yes_no", "Is the Bayeux Tapestry complete?", "No, the last part of the cloth is missing [1]."),
    (9, "ok", "paraphrase", "What story does the Bayeux Tapestry tell?", "The Norman conquest of England, from the lead-up to the Battle of Hastings through to the battle itself [1]."),
    (9, "bad", "swapped_name", "Where was the tapestry probably made?", "Probably in England, perhaps at Winchester, in the 1070s [1]."),
    (9, "ok", "name_form", "Who probably commissioned the tapestry?", "Odo, Bishop of Bayeux [1]"),
    (9, "ok", "short_answer", "Where is the tapestry kept?", "The Bayeux Tapestry Museum in Normandy [1]"),
    (9, "bad", "changed_number", "Since when has the tapestry been a listed historic monument?", "Since 1804 [1]."),
    (9, "ok", "alternative", "Which is longer, the Bayeux Tapestry or the canvas of The Raft of the Medusa?", "The Bayeux Tapestry, at about 70 metres [1], far longer than the Medusa canvas's 716 centimetres [2].", [4]),
    (9, "ok", "paraphrase", "Where and when was the tapestry probably made?", "Most likely in England, possibly at Canterbury, during the 1070s [1]."),
    (9, "bad", "wrong_alternative", "Did Napoleon display the tapestry in Paris or in London?", "It was shown in London [1]."),
    (9, "ok", "ordinal", "In which century was the Bayeux Tapestry made?", "The eleventh century [1]."),
    (9, "bad", "wrong_kind", "When was the Bayeux Tapestry made?", "In England, perhaps at Canterbury [1]."),

    # 10 Tay Bridge disaster
    (10, "ok", "paraphrase", "What did the inquiry conclude about the Tay Bridge?", "It held Bouch responsible for flaws in how the bridge was designed, built and maintained [1]."),
    (10, "ok", "short_answer", "Who designed the first Tay Rail Bridge?", "Thomas Bouch"),
    (10, "bad", "changed_number", "When did the first Tay Bridge open?", "On 31 May 1878 [1]."),
    (10, "ok", "number_word", "How many of the Tay Bridge victims are known by name?", "Fifty-nine [1]."),
    (10, "ok", "date_format", "When did the Tay Bridge collapse?", "December 28th, 1879 [1]"),
    (10, "bad", "swapped_name", "Between which places did the first Tay Bridge run?", "Between Wormit in Fife and Perth [1]."),
    (10, "ok", "equivalent_name", "Which railway company was the bridge built for?", "The NBR [1]."),
    (10, "ok", "hedge", "How many people died in the Tay Bridge disaster?", "Around 75 [1]."),
    (10, "bad", "added_place", "What happened on the Tay Bridge on 28 December 1879?", "During a violent storm the central girders collapsed as a train crossed; the poet William McGonagall later made the disaster the subject of a poem [1]."),
    (10, "ok", "yes_no", "Was Thomas Bouch knighted?", "Yes. Queen Victoria knighted him after crossing his bridge in the summer of 1879 [1]."),
    (10, "ok", "date_format", "When did the first Tay Bridge open?", "1878-06-01 [1]"),
    (10, "bad", "negation_flip", "Was Bouch's design for a Forth bridge used?", "Yes, his Forth design went ahead after the disaster [1]."),
    (10, "ok", "name_form", "Who was knighted by Queen Victoria in 1879?", "Sir Thomas Bouch [1]"),
    (10, "ok", "number_word", "How many people on the train survived?", "Zero: no one aboard survived [1]."),
    (10, "bad", "changed_number", "Which is older, the replacement Tay Bridge or the Falkirk Wheel?", "The replacement Tay Bridge, which opened on 13 July 1887 [1]; the Falkirk Wheel opened in 2001 [2].", [6]),
    (10, "ok", "alternative", "Which opened first, the first Tay Rail Bridge or the Falkirk Wheel?", "The Tay Rail Bridge, on 1 June 1878 [1]; the Falkirk Wheel opened on 24 May 2002 [2].", [6]),
    (10, "ok", "paraphrase", "What happened to Bouch's plan for a bridge over the Forth?", "It was dropped: his design for a Forth crossing was never used [1]."),
    (10, "ok", "short_answer", "Who chaired the inquiry into the disaster?", "Henry Cadogan Rothery [1]"),
    (10, "bad", "changed_ordinal", "Which Tay bridge fell in 1879?", "The second Tay Rail Bridge [1]."),
    (10, "ok", "ordinal", "Which Tay Rail Bridge collapsed in 1879?", "The first one [1]."),

    # 11 Brisa CD8 dryer
    (11, "ok", "paraphrase", "What happens if I don't empty the water container?", "Once it's full, the dryer halts the programme and your wet washing stays in the drum [1]."),
    (11, "ok", "short_answer", "How often should the fluff filter be cleaned?", "After every cycle [1]"),
    (11, "bad", "changed_number", "How long should I wait between two drying cycles?", "At least 15 minutes [1]."),
    (11, "ok", "number_word", "How long should I wait between two drying cycles?", "At least thirty minutes [1]."),
    (11, "ok", "paraphrase", "How should I clean the condenser?", "Rinse it under warm water, not hot, every four to six weeks, and don't use detergent on it [1]."),
    (11, "bad", "swapped_name", "Where is the fluff filter on the Brisa CD8?", "Behind the panel at the bottom front of the dryer [1]."),
    (11, "ok", "equivalent_name", "Can I dry clothes that got gasoline on them?", "No: clothes soiled with gasoline, like those with cooking oil or dry-cleaning solvents, can catch fire [1]."),
    (11, "ok", "hedge", "How much laundry can the Brisa CD8 dry at once?", "Up to roughly 8 kg of washed laundry [1]."),
    (11, "bad", "added_place", "Which items must never go in the dryer?", "Anything with foam rubber, rubber-backed mats, underwired bras, clothes soiled with cooking oil, petrol or solvents, and plastic shower caps [1]."),
    (11, "ok", "yes_no", "Can I leave the dryer running overnight while I sleep?", "No. The manual says not to leave it running while you are asleep or out of the house [1]."),
    (11, "ok", "short_answer", "What type of dryer is the Brisa CD8?", "A condenser tumble dryer"),
    (11, "bad", "negation_flip", "Can I open the door before the cycle ends to check the laundry?", "Yes, it's fine to open the door during the cycle to see whether the laundry is dry [1]."),
    (11, "ok", "name_form", "Which dryer model is this manual for?", "The CD8 [1]"),
    (11, "ok", "number_word", "How often should I rinse the condenser?", "Every four to six weeks [1]."),
    (11, "bad", "changed_number", "What is the maximum load for the Brisa CD8?", "Up to 7 kg of washed laundry [1]."),
    (11, "ok", "alternative", "Should I rinse the condenser in hot or warm water?", "Warm water, never hot [1]."),
    (11, "ok", "paraphrase", "Why shouldn't I stop the dryer before the cycle ends?", "The final stage is an unheated cool-down that protects your clothes, so the cycle should be allowed to finish [1]."),
    (11, "bad", "wrong_alternative", "Should the water container be emptied after every cycle or once a week?", "Once a week is enough [1]."),
    (11, "ok", "short_answer", "Where is the fluff filter?", "In the door opening [1]"),
    (11, "bad", "changed_number_word", "How often should I rinse the condenser unit?", "Every two to three weeks [1]."),

    # 12 tar
    (12, "ok", "paraphrase", "How do I check what's in an archive without extracting it?", "Use -t instead of -c, for example tar -tzf backup.tar.gz, which lists the contents without unpacking them [1]."),
    (12, "ok", "short_answer", "Which flag compresses the archive with gzip?", "-z [1]"),
    (12, "bad", "changed_number", "How many single-letter options does `tar -czvf` combine?", "5 options [1]."),
    (12, "ok", "number_word", "How many single-letter options does `tar -czvf` combine?", "Four: c, z, v and f [1]."),
    (12, "ok", "paraphrase", "Why does f have to come last when I bundle the flags?", "Because the archive's name has to follow -f immediately [1]."),
    (12, "bad", "swapped_name", "How do I compress a tar archive with gzip?", "Add -j, which compresses the archive with gzip [1]."),
    (12, "ok", "equivalent_name", "How do I extract into a specific folder?", "Add --directory followed by the path, to unpack into an existing directory other than the current one [1]."),
    (12, "ok", "yes_no", "Does --exclude only accept exact file names?", "No. It takes a pattern such as '*.png', not only exact names [1]."),
    (12, "bad", "added_place", "How do I create a gzip-compressed archive of a folder?", "Run tar -czvf backup.tar.gz project/, and add --remove-files if you want the original files deleted afterwards [1]."),
    (12, "ok", "short_answer", "Which flag extracts an archive?", "-x"),
    (12, "ok", "yes_no", "Can tar choose the compression by itself?", "Yes. With -a it picks the compression from the archive's suffix [1]."),
    (12, "bad", "negation_flip", "Do I have to unpack an archive to see what's in it?", "Yes, you need to extract it first and then look at the files [1]."),
    (12, "ok", "name_form", "Which flag sets the archive's file name?", "The f flag [1]"),
    (12, "ok", "short_answer", "Which option leaves files out of an archive?", "--exclude [1]"),
    (12, "bad", "swapped_name", "What is the long form of -C?", "-C's long form is --create [1]."),
    (12, "ok", "alternative", "Should I use -j or -J for bzip2?", "-j, in lower case; -J is for xz [1]."),
    (12, "ok", "paraphrase", "What does -v do?", "It prints the name of each file as tar works through it [1]."),
    (12, "bad", "wrong_alternative", "To unpack into another folder, do I use -C or -f?", "Use -f followed by the path [1]."),
    (12, "ok", "equivalent_name", "Which compressor does -z use?", "gzip, the GNU zip program [1]."),
    (12, "bad", "wrong_short_answer", "Which flag creates an archive?", "-a"),

    # 13 Redmoss Climbing Centre
    (13, "ok", "paraphrase", "What risks does the centre warn about?", "Climbing and bouldering can lead to serious injury or even death, and the soft floor lessens that risk without taking it away [1]."),
    (13, "ok", "short_answer", "Who must countersign the form for a 15-year-old climber?", "A parent or guardian [1]"),
    (13, "bad", "changed_number", "Up to what age must a registration form be countersigned by a parent?", "For climbers under 18 [1]."),
    (13, "ok", "number_word", "How many children aged 8 to 13 may one registered adult supervise?", "Two [1]."),
    (13, "ok", "paraphrase", "What do I have to do each time I visit?", "Check in at reception every time you come [1]."),
    (13, "bad", "swapped_name", "Who must countersign a junior climber's form?", "A member of the centre's staff must countersign it [1]."),
    (13, "ok", "equivalent_name", "What supervision ratio applies to children aged 3 to 7?", "1:1 [1]"),
    (13, "ok", "hedge", "How long does a registration last?", "Roughly twelve months [1]."),
    (13, "bad", "added_place", "What must I do before my first visit?", "Sign a registration form and watch the centre's induction video [1]."),
    (13, "ok", "yes_no", "Can I stand under someone who is climbing?", "No, you must never stand or walk beneath a climber [1]."),
    (13, "ok", "short_answer", "Who can use the training area?", "Registered climbers aged 18 or over"),
    (13, "bad", "negation_flip", "Does the soft matting remove the risk of injury?", "It does: the soft matting under the walls makes falls safe [1]."),
    (13, "ok", "number_word", "Below what age must a parent countersign the form?", "Under sixteen [1]."),
    (13, "ok", "hedge", "What ages does the youngest supervised group cover?", "Roughly 3 to 7 years old, supervised one to one [1]."),
    (13, "bad", "changed_number", "How long is a Redmoss registration valid?", "2 years [1]."),
    (13, "ok", "alternative", "Is the training area for over-16s or over-18s?", "Over-18s only, and they must be registered [1]."),
    (13, "ok", "short_answer", "What must every climber sign before a first visit?", "A registration form [1]"),
    (13, "bad", "wrong_alternative", "Can one adult supervise two children aged 8 to 13, or only one?", "Only one [1]."),
    (13, "ok", "paraphrase", "What happens if I break the rules?", "Staff can ask you to leave [1]."),
    (13, "bad", "changed_number_word", "Up to what age may an adult supervise children one to one?", "Up to age nine [1]."),

    # 14 Senna
    (14, "ok", "paraphrase", "What are senna tablets for?", "They give short-term relief from occasional constipation [1]."),
    (14, "ok", "short_answer", "How many tablets should a 14-year-old take?", "One, at bedtime [1]"),
    (14, "bad", "changed_number", "How long do senna tablets take to work?", "Usually 6 to 10 hours [1]."),
    (14, "ok", "number_word", "How many tablets can an adult take?", "One or two, at bedtime [1]."),
    (14, "ok", "paraphrase", "How should I adjust the dose?", "Begin with the smallest dose, go up only if you need to, and cut back once you're regular again [1]."),
    (14, "bad", "swapped_name", "What should I take the tablets with?", "A glass of milk [1]."),
    (14, "ok", "equivalent_name", "How strong is each tablet?", "7.5 milligrams [1]."),
    (14, "ok", "hedge", "How long do the tablets take to work?", "Roughly 8 to 12 hours [1]."),
    (14, "bad", "added_place", "Who can take senna tablets?", "Adults, the elderly and children over 12, and children aged 6 to 11 may take one tablet at bedtime [1]."),
    (14, "ok", "yes_no", "Will senna help me lose weight?", "No, the tablets don't help with weight loss [1]."),
    (14, "ok", "short_answer", "What time of day should the tablets be taken?", "At bedtime"),
    (14, "bad", "negation_flip", "Can I give senna to my 10-year-old?", "Yes, children under 12 can take a single tablet at bedtime [1]."),
    (14, "ok", "name_form", "What is the medicine called?", "Senna [1]"),
    (14, "ok", "hedge", "How long can I take senna without seeing a doctor?", "Up to about a week [1]."),
    (14, "bad", "added_place", "When should I not take senna?", "If you have stomach pain, are feeling or being sick, have a blockage in the bowel, or are pregnant [1]."),
    (14, "ok", "alternative", "Should I take senna in the morning or at bedtime?", "At bedtime, with a glass of water [1]."),
    (14, "ok", "paraphrase", "When should I see a doctor?", "If there's been no bowel movement after three days of taking them, or if you find you need a laxative daily [1]."),
    (14, "bad", "changed_number_word", "When should I talk to a doctor about senna?", "If you have had no bowel movement after five days of use [1]."),
    (14, "ok", "short_answer", "What kind of laxative is senna?", "A herbal stimulant laxative [1]"),
    (14, "bad", "wrong_short_answer", "What strength are the senna tablets?", "15 mg"),

    # 15 Larchfield Furniture returns
    (15, "ok", "paraphrase", "Can I return a sofa made in the fabric I chose?", "Only if it's faulty or not as described; otherwise made-to-order pieces can't be sent back [1]."),
    (15, "ok", "short_answer", "How long do I have to cancel an order?", "14 days after delivery [1]"),
    (15, "bad", "changed_number", "What is the charge for cancelling a made-to-order item late?", "25% of its price [1]."),
    (15, "ok", "number_word", "How long do I have to cancel a made-to-order item free of charge?", "Fourteen days from placing the order [1]."),
    (15, "ok", "paraphrase", "How long do I get to cancel a Larchfield order, and when may Caldbeck charge for refit labour?", "Larchfield lets you cancel up to 14 days after delivery [1], while Caldbeck may charge for refitting parts on bikes more than 60 days old [2].", [17]),
    (15, "bad", "swapped_name", "Which items are sealed for hygiene reasons?", "Mattresses and pillows [1]."),
    (15, "ok", "equivalent_name", "What would it cost to cancel a £1,000 made-to-order sofa after the free period?", "GBP 200, the 20% cancellation charge [1]."),
    (15, "ok", "hedge", "How soon will I get my refund?", "Within about two weeks of them receiving the item or proof that you've sent it [1]."),
    (15, "bad", "added_place", "What condition must returned items be in?", "Unused, in their original packaging and with all product tags still attached [1]."),
    (15, "ok", "yes_no", "Will the original delivery charge be refunded?", "No, the refund does not include the original delivery charge [1]."),
    (15, "ok", "short_answer", "What is the cancellation charge for a made-to-order item after 14 days?", "20% of its price"),
    (15, "bad", "negation_flip", "Is the delivery charge included in my refund?", "Yes, you get the original delivery charge back as well [1]."),
    (15, "ok", "name_form", "Whose returns policy is this?", "Larchfield's [1]"),
    (15, "ok", "equivalent_name", "What fraction of the price is the late cancellation charge?", "One fifth of the price [1]."),
    (15, "bad", "changed_number", "How long do I have to cancel after delivery?", "Up to 30 days after delivery [1]."),
    (15, "ok", "alternative", "For an order delivered in parts, does the 14 days run from the first or the last delivery?", "From the last delivery [1]."),
    (15, "ok", "paraphrase", "How will I get my money back?", "It goes back to the payment method you used, within 14 days of them receiving the item or proof you've sent it [1]."),
    (15, "bad", "wrong_alternative", "Do I or does Larchfield pay for sending items back?", "Larchfield pays for it [1]."),
    (15, "ok", "short_answer", "Why can't an unsealed mattress be returned?", "For hygiene reasons [1]"),
    (15, "bad", "wrong_kind", "When can I cancel a made-to-order item for free?", "If it is faulty or not as described [1]."),

    # 16 Soda bread
    (16, "ok", "paraphrase", "How do I tell when the soda bread is cooked?", "Tap the bottom of the loaf: if it sounds hollow, it's done [1]."),
    (16, "ok", "short_answer", "What raising agent does the recipe use?", "Bicarbonate of soda [1]"),
    (16, "bad", "changed_number", "At what temperature does the bread start baking?", "250°C (gas 8) [1]."),
    (16, "ok", "number_word", "How long should the dough be kneaded?", "One minute, lightly [1]."),
    (16, "ok", "paraphrase", "What can I use if I don't have buttermilk?", "Plain yoghurt works instead [1]."),
    (16, "bad", "swapped_name", "What liquid goes into the dough?", "400 ml of whole milk [1]."),
    (16, "ok", "equivalent_name", "How much bicarbonate of soda goes in?", "1 tsp [1]"),
    (16, "ok", "hedge", "How much buttermilk do I need?", "About 400 ml [1]."),
    (16, "bad", "added_place", "What goes into the soda bread?", "450 g plain flour, 1 teaspoon of salt, 1 teaspoon of bicarbonate of soda, 400 ml buttermilk and a heaped teaspoon of sugar [1]."),
    (16, "ok", "yes_no", "Does the dough need time to rise?", "No. It contains no yeast, so there's no rising time [1]."),
    (16, "ok", "short_answer", "How much flour is needed?", "450 g of plain flour"),
    (16, "bad", "wrong_alternative", "Should I use plain or self-raising flour?", "Self-raising flour [1]."),
    (16, "ok", "name_form", "Which ingredient makes the loaf rise?", "The bicarb [1]"),
    (16, "ok", "number_word", "What's the total baking time?", "Forty-five minutes: fifteen at 230°C and then thirty at 200°C [1]."),
    (16, "bad", "added_place", "How should I finish the loaf once it's baked?", "Cool it on a wire rack and cover it with a tea towel to keep the crust soft [1]."),
    (16, "ok", "alternative", "Should the dough be soft or firm?", "Soft, but not sticky [1]."),
    (16, "ok", "paraphrase", "How should I shape the dough?", "Form it into a round about 4 cm tall and cut a deep cross right across the top [1]."),
    (16, "bad", "changed_number_word", "How long does the second stage of baking take?", "Twenty minutes more at 200°C [1]."),
    (16, "ok", "short_answer", "What should the loaf cool on?", "A wire rack [1]"),
    (16, "bad", "wrong_short_answer", "How much salt goes into the soda bread?", "A tablespoon"),

    # 17 Caldbeck Cycles frame guarantee
    (17, "ok", "paraphrase", "What does the Caldbeck frame guarantee cover?", "Faults in the frame's materials and workmanship, for as long as the first owner keeps the bike [1]."),
    (17, "ok", "short_answer", "Who covers the gears and brakes?", "Their own makers [1]"),
    (17, "bad", "changed_number", "What's the most a dealer can charge to process a claim?", "Up to £50 [1]."),
    (17, "ok", "number_word", "After how many days might labour to refit parts be charged?", "Sixty [1]."),
    (17, "ok", "paraphrase", "What do I need to make a claim?", "Take the bike to an authorised Caldbeck dealer with proof of purchase, a photo of the serial number and a photo of the damage [1]."),
    (17, "bad", "added_place", "What isn't covered by the frame guarantee?", "Crash damage, neglect, corrosion, bad assembly or repair, wear and tear, cosmetic marks, and damage from racing [1]."),
    (17, "ok", "equivalent_name", "What's the most a dealer can charge to process a claim?", "GBP 40 [1]"),
    (17, "ok", "hedge", "How long are components usually covered?", "About two years, by their makers [1]."),
    (17, "bad", "negation_flip", "Is corrosion of the frame covered?", "Yes, corrosion is covered by the frame guarantee [1]."),
    (17, "ok", "yes_no", "Does the guarantee transfer if I sell the bike?", "No, it can't be passed on to a second owner [1]."),
    (17, "ok", "short_answer", "Where do I take the bike to make a claim?", "An authorised Caldbeck dealer"),
    (17, "bad", "changed_number_word", "How long do component makers usually cover gears and brakes?", "Usually for three years [1]."),
    (17, "ok", "yes_no", "Are paint chips covered?", "No. Paint chips and other cosmetic marks are excluded [1]."),
    (17, "ok", "hedge", "How old must a bike be before refit labour may be charged?", "More than roughly two months: 60 days [1]."),
    (17, "bad", "wrong_short_answer", "Who covers the brakes?", "Caldbeck Cycles"),
    (17, "ok", "name_form", "Whose frames does this guarantee cover?", "Caldbeck's [1]"),
    (17, "ok", "alternative", "If a claim is accepted, is the frame fixed free or at a discount?", "Free of charge: the frame is repaired or replaced [1]."),
    (17, "bad", "changed_ordinal", "Which owners does the frame guarantee cover?", "The original owner, and it can pass to a second owner but not to a third [1]."),
    (17, "ok", "short_answer", "What scheme applies to frames damaged in a crash?", "The crash replacement scheme [1]"),
    (17, "bad", "wrong_kind", "How long does the frame guarantee last?", "At an authorised Caldbeck dealer [1]."),
]
