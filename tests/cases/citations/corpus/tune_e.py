"""Tuning citations corpus E (issue #18), written blind in one sitting from public text read through
the project's search tool (corpora `pages` and `docs`): technology companies and software
documentation (Apple, Intel, Netflix, Rust), astronomy and space missions (Voyager 1, Pluto, the James
Webb Space Telescope, Sputnik 1, Halley's Comet), animals and plants (the giant panda, the Venus
flytrap, the emperor penguin, the General Sherman tree, the blue whale), sports events and records
(Bannister's mile, the 1930 World Cup, Phelps in Beijing, Beamon's long jump), inventions and inventors
(Velcro, the Wright brothers, Bell's telephone), gadget manuals (an inkjet printer, an e-bike, a smart
speaker, a digital camera) and subscription, shipping and privacy terms. Each passage is our own
wording of facts those pages state. The answers imitate HaluEval-QA (a question and a one-phrase
answer, right or a plausible wrong one of the same kind) and RAGTruth (one to three sentences with
[n] citations, the hallucinations subtle). This is tuning data: nobody ran verity on it before the
false-alarm lane did. See BLIND.md."""

PASSAGES = [
    # 0
    "Apple Computer Company was founded on 1 April 1976 by Steve Jobs, Steve Wozniak and Ronald Wayne to sell the Apple-1, a single-board computer that Wozniak had designed and that was priced at $666. Jobs and Wozniak had been introduced in 1971 by a mutual friend, Bill Fernandez, when Jobs was 16 and Wozniak 21. The first machines were sold from Jobs's garage without a monitor, a keyboard or a case. Wayne soon sold his share back to his two partners for $800. The company was incorporated on 3 January 1977 without him, with the investor Mike Markkula providing $250,000 and business expertise, and the Apple II followed later that year. In 1984 Apple introduced the Macintosh, the first mass-marketed computer with a graphical user interface. The company changed its name to Apple Inc. on 9 January 2007.",
    # 1
    "Intel was founded on 18 July 1968 in Mountain View, California, by Robert Noyce and Gordon Moore, who had both left Fairchild Semiconductor. The company was first called NM Electronics and within a year was renamed Integrated Electronics, shortened to Intel. Andrew Grove, a Hungarian-born chemical engineer and another Fairchild colleague, joined as its third employee and became chief executive in 1987. Intel's first products were memory chips, and in 1970 it produced the first DRAM chip. In 1971 it released the 4004, the first microprocessor, a 4-bit chip with 2,300 transistors whose design was led by Federico Faggin. Moore is known for Moore's Law, his 1965 prediction that the number of transistors on a chip would keep doubling. The early investor Arthur Rock was the first chairman of Intel's board.",
    # 2
    "Netflix was founded by Marc Randolph and Reed Hastings on 29 August 1997 in Scotts Valley, California. Hastings, a computer scientist and mathematician, had co-founded Pure Software, where Randolph worked as a marketing director, and the two came up with the idea while carpooling from their homes in Santa Cruz. Rejecting VHS tapes as too expensive to stock and too fragile to mail, they tested renting DVDs by post by mailing a compact disc to Hastings's house, and it arrived intact. Hastings put $2.5 million into the new company, and Randolph became its first chief executive. Hastings liked to say that he started Netflix after paying a $40 late fee at Blockbuster for a copy of Apollo 13. Netflix began offering streaming in 2007 while keeping its DVD rental business, and in 2013 it released its first original series, House of Cards.",
    # 3
    "Rust began in 2006 as a personal project of Graydon Hoare, a software developer working at Mozilla Research. Mozilla officially sponsored the project from 2009 and announced it publicly in 2010. The compiler was first written in OCaml, was later rewritten in Rust itself, and uses LLVM as its back end. The first stable release, Rust 1.0, came out in May 2015, and code that does not name an edition is compiled under the 2015 edition. Rust enforces memory safety without a conventional garbage collector: a borrow checker tracks the lifetimes of references at compile time. In December 2022 it became the first language other than C and assembly to be supported in the development of the Linux kernel.",
    # 4
    "Voyager 1 is a space probe launched by NASA on 5 September 1977 to study the outer Solar System, 16 days after its twin, Voyager 2. It reached Jupiter in March 1979 and Saturn in November 1980, and it was the first probe to send back detailed images of the moons of those two planets. Like its twin it carries a Golden Record, a 12-inch gold-plated copper disc of sounds and images of life on Earth chosen by a committee led by Carl Sagan. In September 2013 NASA announced that Voyager 1 had entered interstellar space, the first human-made object to do so. It is not heading for any particular star, but in about 40,000 years it will pass within 1.6 light-years of the star Gliese 445.",
    # 5
    "Pluto was discovered on 18 February 1930 by Clyde Tombaugh, a 24-year-old American astronomer working at the Lowell Observatory in Flagstaff, Arizona. The search had been inspired by Percival Lowell, who believed that an unknown Planet X was disturbing the orbit of Uranus. Tombaugh found the new object by comparing photographic plates with a blink comparator, and the discovery was announced on 13 March 1930. The name Pluto, after the Roman god of the underworld, was suggested by Venetia Burney, an 11-year-old schoolgirl from Oxford, England, and was formally adopted on 1 May 1930. Pluto was counted as the ninth planet until August 2006, when the International Astronomical Union reclassified it as a dwarf planet. Tombaugh was born in Streator, Illinois, in 1906 and died in Las Cruces, New Mexico, in 1997.",
    # 6
    "The James Webb Space Telescope was launched on 25 December 2021 at 12:20 UTC on an Ariane 5 rocket from Europe's Spaceport in Kourou, French Guiana. It was developed by NASA together with the European Space Agency and the Canadian Space Agency, and it is named after James Webb, who led NASA during the Mercury, Gemini and early Apollo programmes. Its primary mirror is 6.5 metres across and made of 18 hexagonal segments of lightweight beryllium, and its sunshield is about the size of a tennis court. The telescope travelled for about 29 days to its orbit around the second Lagrange point, L2, some 1.5 million kilometres from Earth. Unlike Hubble, which observes mainly visible light, Webb is an infrared telescope, and one of its four instruments, MIRI, is cooled to about 7 kelvins. The mission cost about US$10 billion in all.",
    # 7
    "Sputnik 1, the first artificial Earth satellite, was launched by the Soviet Union on 4 October 1957 from what is now the Baikonur Cosmodrome in Kazakhstan. It was a polished metal sphere 58 centimetres in diameter with four external radio antennas, and it weighed 83.8 kilograms. Its two radio transmitters sent out beeps that could be picked up around the world, and it circled the Earth about every 96 minutes in an elliptical low orbit. The transmitters fell silent after 22 days, when the batteries ran out, and the satellite burned up on re-entering the atmosphere in January 1958. Its unexpected success set off the Sputnik crisis in the United States and started the space race of the Cold War.",
    # 8
    "Halley's Comet is a short-period comet that returns to the inner Solar System every 75 to 76 years, and it is the only short-period comet clearly visible to the naked eye. The English astronomer Edmond Halley observed it in 1682 and concluded that it was the same comet that had appeared in 1531 and 1607. He predicted that it would return in 1758; he died in 1742, but the comet reappeared on Christmas Day 1758, as he had foretold. It was the first time that the return of a comet had been predicted. Records of the comet go back to 240 BC, and it appears on the Bayeux Tapestry. It last passed through the inner Solar System in 1986, when the European probe Giotto flew past it, and it is expected back in 2061.",
    # 9
    "The giant panda is a bear native to the mountain bamboo forests of central China, chiefly in the provinces of Sichuan, Shaanxi and Gansu, where it lives at altitudes of about 1,500 to 3,500 metres. Bamboo makes up about 99 per cent of its diet, and an adult may spend 12 hours a day eating. It grips the stalks with a pseudo-thumb, an enlarged wrist bone. Pandas live alone, and a female usually gives birth to one cub every two to three years. A newborn cub is blind and hairless and weighs only about 150 grams (5 ounces). An estimated 1,864 giant pandas live in the wild, and the IUCN classes the species as vulnerable.",
    # 10
    "The Venus flytrap (Dionaea muscipula) is a carnivorous plant that grows wild only in the subtropical wetlands of coastal North and South Carolina, in soils poor in nutrients. It catches insects and spiders with hinged leaves; each trap is only about an inch long, and the whole plant is no more than about half a foot across. Each half of a trap usually carries three trigger hairs. To avoid false alarms from falling debris or raindrops, the trap snaps shut only when two hairs are touched within about 20 seconds. The plant is listed as vulnerable because of habitat loss, and in 2005 North Carolina adopted it as its official carnivorous plant.",
    # 11
    "The emperor penguin is the tallest and heaviest of all living penguins, standing on average about 114 centimetres tall, and it lives only in Antarctica. It is the only penguin species that breeds during the Antarctic winter, when air temperatures may fall to -40 °C. The birds walk 50 to 120 kilometres over the ice to their breeding colonies. The female lays a single egg and passes it to the male, who balances it on his feet under a fold of skin called a brood pouch. While the female feeds at sea for about two months, the male incubates the egg without eating, huddling with other males against the wind. When she returns she feeds the newly hatched chick, and the male goes to sea to feed.",
    # 12
    "The General Sherman Tree is a giant sequoia in the Giant Forest of Sequoia National Park in California. By volume it is the largest known living single-stem tree on Earth, with a trunk volume of about 52,500 cubic feet (1,487 cubic metres). It stands about 275 feet (83.8 metres) high and measures 102.6 feet (31.3 metres) around at its base. It is not the tallest tree, since some coast redwoods are taller, nor the widest, since a cypress near Oaxaca in Mexico has a greater circumference. Its age is estimated at 2,300 to 2,700 years. Another giant sequoia in the region, the General Grant Tree, about 267 feet tall, is the second most massive.",
    # 13
    "The blue whale is the largest animal known ever to have lived on Earth, larger than any dinosaur. It can grow to about 30 metres (100 feet) long and weigh up to about 200 tonnes; the largest one recorded, a female in the Antarctic Ocean, was 30.5 metres long. Its heart is the size of a small car and can weigh around 600 kilograms. Despite its size it feeds almost entirely on krill, tiny shrimp-like animals that it filters through baleen plates, eating up to about four tonnes a day in the feeding season. A newborn calf is about 7.5 metres long. The whale's low-frequency song can be heard by other whales more than 150 kilometres away.",
    # 14
    "On 6 May 1954 Roger Bannister became the first man to run a mile in under four minutes, at the Iffley Road track in Oxford. The 25-year-old was then a junior doctor at St Mary's Hospital in Paddington, London, and ran for the Amateur Athletic Association against Oxford University. His friends Chris Brasher and Christopher Chataway acted as pacemakers, and about 3,000 spectators watched. The announcer, Norris McWhirter, got no further than \"The time was three\" before the cheers drowned out the time of 3 minutes 59.4 seconds. The record lasted only 46 days before the Australian John Landy beat it. Bannister later became a neurologist and Master of Pembroke College, Oxford, and was knighted in 1975.",
    # 15
    "The first FIFA World Cup was played in Uruguay from 13 to 30 July 1930, with every match held in Montevideo. Only 13 teams took part, seven from South America, four from Europe and two from North America, because many European sides found the sea voyage too long and too costly. FIFA chose Uruguay because the country was celebrating 100 years of independence and its team had won the Olympic football tournament in 1928. The first two matches were played at the same time: France beat Mexico 4-1 and the United States beat Belgium 3-0. In the final at the Estadio Centenario, built for the tournament, Uruguay beat Argentina 4-2 after trailing 2-1 at half-time. The United States and Yugoslavia were the other two semi-finalists.",
    # 16
    "At the 2008 Olympic Games in Beijing the American swimmer Michael Phelps won eight gold medals, the most by any athlete at a single Games. He broke the record of seven gold medals that his compatriot Mark Spitz had set at the 1972 Olympics in Munich and that had stood for 36 years. Phelps set world records in seven of his eight events; the exception was the 100-metre butterfly, which he won by one hundredth of a second over Serbia's Milorad Cavic in an Olympic record. His eighth gold came on 17 August 2008 in the 4 x 100-metre medley relay, in which he swam the butterfly leg alongside Aaron Peirsol, Brendan Hansen and Jason Lezak. Phelps, born in Baltimore in 1985, was 23 at the time and had already won six golds and two bronzes at the 2004 Games in Athens.",
    # 17
    "At the Mexico City Olympics on 18 October 1968 the American Bob Beamon won the long jump with a leap of 8.90 metres (29 feet 2.5 inches). He broke the existing world record by 55 centimetres, in an event where records usually improve by a centimetre or two. The jump landed so far down the pit that the optical measuring device could not reach it, and officials had to measure it by hand. Beamon, then 22, had nearly failed to reach the final after overstepping on his first two qualifying attempts. His world record stood for almost 23 years, until his compatriot Mike Powell jumped 8.95 metres at the 1991 World Championships in Tokyo. Beamon's mark is still the Olympic record.",
    # 18
    "The hook-and-loop fastener sold as Velcro was invented by George de Mestral, a Swiss electrical engineer. In 1941, after a walk in the woods with his dog, he noticed burdock burrs clinging to his clothes and to the dog's fur, and under a microscope he saw that they were covered in tiny hooks that caught on loops of fabric and hair. After years of development he made a fastener from two strips of nylon fabric, one with thousands of small hooks and the other with small loops. He named it after the French words velours (velvet) and crochet (hook). He patented it first in Switzerland and filed for a United States patent on 15 October 1952, and the US patent was granted in 1955.",
    # 19
    "On the morning of 17 December 1903, near Kitty Hawk, North Carolina, Orville and Wilbur Wright made the first sustained, controlled flights of a powered, heavier-than-air machine. Orville piloted the first flight, which lasted 12 seconds and covered 120 feet (36.6 metres). The brothers took turns at the controls, and on the fourth and last flight of the day Wilbur flew 852 feet in 59 seconds. The Flyer, built in the back room of their bicycle shop in Dayton, Ohio, was made mainly of spruce, with muslin-covered wings and a 12-horsepower engine. Only five people witnessed the flights. That afternoon the brothers sent a telegram to their father, Bishop Milton Wright, announcing four successful flights.",
    # 20
    "Alexander Graham Bell, a Scottish-born inventor, filed his application for a telephone patent at the US Patent Office on 14 February 1876, the same day that the electrical engineer Elisha Gray, a co-founder of Western Electric, filed his own papers. Bell received US Patent No. 174,465 on 7 March 1876. Three days later, on 10 March 1876 in Boston, he made the first telephone call, saying to his assistant Thomas Watson: \"Mr. Watson, come here, I want to see you.\" Watson, a repair mechanic and model maker, had built the instrument to Bell's design. The invention grew out of the pair's attempts to improve the telegraph, and on 6 April 1875 Bell had been granted a patent for a multiple telegraph that sent two signals at once.",
    # 21
    "Most inkjet printers have a built-in utility that cleans the print head nozzles. Run it whenever your prints show streaks of horizontal white lines, and otherwise about once every three months; start the three-month count again whenever you fit a new cartridge. If cleaning does not help, remove the cartridge, wipe the print head lightly with a lint-free cloth dampened with a little isopropyl alcohol, without rubbing back and forth across the nozzles, then reinstall it and run the cleaning utility again; if it is still clogged, replace the cartridge. Leave an empty cartridge in place until you have its replacement, so that the nozzles do not dry out. Do not touch the chip on a new cartridge, and remove only the coloured tab or tape marked for removal. Always switch the printer off with its own power button, never at a power strip, so that it can park the print head. Use paper made for inkjet printers, because ordinary bond paper absorbs too much ink and gives blurred prints.",
    # 22
    "Before each ride, check that the battery holds enough charge for the trip, that the tyres are inflated within the pressure range printed on the sidewall, that the front quick-release skewer is tight and that both brakes work. Turn the bike on by holding the power button for two seconds. Assist levels 1 to 4 add increasing power to your pedalling, level 1 the least and level 4 the most; level 0 switches motor assist off while the display keeps working. Below 10 km/h (6 mph) the throttle works even when you are not pedalling, to help you start from a stop; above that speed it works only while you pedal. Because an e-bike is heavier and faster than an ordinary bicycle, allow longer stopping distances, and expect brake pads, chains and tyres to wear out sooner. Do not leave the charger plugged in unattended for days.",
    # 23
    "If your Echo (2nd generation) stops responding, first unplug the power adapter, wait a few seconds and plug it back in. To restore the factory settings, press and hold the Microphone Off and Volume Down buttons together for about 20 seconds. The light ring turns off and on again and then glows orange to show that the speaker is in setup mode, and you can set it up again in the Alexa app. A factory reset erases your settings and personal information from the device, so reset it before you sell it or give it away. On the 3rd- and 4th-generation Echo, press and hold the Action button for about 25 seconds instead. The first-generation Echo has a small reset button on its base, which you press with the end of a paper clip for five seconds.",
    # 24
    "Charge the rechargeable lithium-ion battery pack before you use the camera for the first time; charging it overnight means the camera is ready the next day. Turn the camera off before you insert or remove a memory card. An SD card goes in only one way: slide it into the slot, usually inside the battery compartment, until it clicks into place, and never force it. Format every new card in the camera before use with the Format option in the Setup menu; formatting erases everything on the card, including protected images. Never remove the card or switch the camera off while it is still writing a picture, or the card may be corrupted. When you copy pictures to a computer through the camera, make sure the battery is fully charged, because if it runs out during the transfer the pictures may be lost.",
    # 25
    "The free trial is available once per customer and lasts seven days. We will start billing you for the plan you chose at the end of the free trial unless you cancel automatic renewal before the trial ends; you can cancel at any time during the trial under Manage Subscriptions. Trial days are counted from the moment you start, so a trial started at noon on a Sunday ends at noon on the following Sunday. Paid subscriptions renew automatically every month on the renewal date until you cancel. If you cancel a paid subscription, you keep access until the end of the current billing period, and we do not give refunds or credits for partly used periods. Customers who have already had a free trial or a paid plan are charged immediately when they subscribe again.",
    # 26
    "Orders are processed within 1 to 3 business days; orders placed after 4 p.m. EST, or at the weekend, begin processing on the next business day. Standard shipping by USPS takes 5 to 7 business days and costs $5.99, and it is free on orders over $50 within the United States. Expedited shipping takes 2 to 3 business days and costs $12.99, and express shipping takes 1 to 2 business days and costs $24.99; free shipping does not apply to either. We do not ship to P.O. boxes, but APO/FPO addresses are accepted. International orders arrive in 10 to 21 business days, and international customers pay any customs duties, import taxes and brokerage fees on delivery. If a parcel arrives damaged or is lost, contact us within 7 days of delivery, or of the expected delivery date for a lost parcel.",
    # 27
    "We do not sell your personal information, and we do not pass it to third parties in exchange for money. We share it only with service providers that process payments, ship orders or send marketing on our behalf, under contracts that forbid them to use it for any other purpose, and with courts and regulators where the law requires. We do not store your payment card details: they go directly to our payment processors, which follow the PCI-DSS standard. We keep personal information only as long as we need it for the purposes in this policy, and never longer than 90 days unless the law requires it; after that we delete or anonymise it. Our service is not directed at children, and we do not knowingly collect personal information from anyone under 13; if we learn that we have, we delete it immediately. You may ask us to access, correct or delete your data by writing to our privacy team.",
]

CASES = [
    # 0: Apple
    (0, "ok", "short_answer", "Who designed the Apple-1?", "Steve Wozniak"),
    (0, "ok", "date_format", "When was Apple Computer Company founded?", "April 1, 1976 [1]"),
    (0, "ok", "name_form", "Who founded Apple together with Jobs and Wayne?", "Wozniak [1]."),
    (0, "ok", "paraphrase", "Why did Ronald Wayne leave Apple?", "The passage does not give his reasons; it only says that Wayne sold his stake back to Jobs and Wozniak for $800 [1]."),
    (0, "ok", "yes_no", "Did the first Apple-1 machines come with a keyboard?", "No. They were sold from Jobs's garage without a monitor, keyboard or case [1]."),
    (0, "ok", "number_word", "How many people founded Apple Computer Company?", "Three: Steve Jobs, Steve Wozniak and Ronald Wayne [1]."),
    (0, "ok", "alternative", "Was the Macintosh introduced in 1984 or in 1977?", "In 1984 [1]."),
    (0, "ok", "paraphrase", "What did Mike Markkula contribute?", "When Apple was incorporated in January 1977, the investor Mike Markkula put in $250,000 along with his business know-how [1]."),
    (0, "ok", "hedge", "How old was Jobs when he met Wozniak?", "He was apparently 16 at the time, with Wozniak 21 [1]."),
    (0, "ok", "date_format", "When did Apple Computer become Apple Inc.?", "On 2007-01-09 [1]."),
    (0, "ok", "short_answer", "Who introduced Jobs and Wozniak?", "Bill Fernandez"),
    (0, "bad", "changed_number", "How much did Wayne get for his share?", "He sold it back to his partners for $8,000 [1]."),
    (0, "bad", "swapped_name", "Who provided $250,000 when Apple was incorporated?", "The investor Arthur Rock provided $250,000 and business expertise [1]."),
    (0, "bad", "added_place", "Where were the first Apple-1 machines sold from?", "From Jobs's garage in Cupertino, without a monitor, keyboard or case [1]."),
    (0, "bad", "wrong_alternative", "Was Apple incorporated with or without Ronald Wayne?", "With him [1]."),
    (0, "bad", "changed_ordinal", "What was special about the Macintosh?", "It was the second mass-marketed computer with a graphical user interface [1]."),
    # 1: Intel
    (1, "ok", "short_answer", "Where was Intel founded?", "Mountain View, California"),
    (1, "ok", "date_format", "When was Intel founded?", "July 18, 1968 [1]."),
    (1, "ok", "paraphrase", "What was Intel originally called?", "It started out as NM Electronics and was renamed Integrated Electronics, or Intel, within a year [1]."),
    (1, "ok", "ordinal", "Which employee of Intel was Andrew Grove?", "He was the company's third employee [1]."),
    (1, "ok", "equivalent_name", "What nationality was Andrew Grove by birth?", "Hungarian [1]."),
    (1, "ok", "name_form", "Who led the design of the 4004?", "Faggin [1]"),
    (1, "ok", "number_word", "How many bits did the 4004 process?", "Four [1]."),
    (1, "ok", "yes_no", "Were memory chips Intel's first products?", "Yes, Intel's first products were memory chips, and in 1970 it made the first DRAM chip [1]."),
    (1, "ok", "short_answer", "Who was the first chairman of Intel's board?", "Arthur Rock, an early investor [1]"),
    (1, "ok", "hedge", "When did Moore make his famous prediction?", "As far as the passage says, in 1965 [1]."),
    (1, "ok", "paraphrase", "Where did Noyce and Moore work before Intel?", "Both men came from Fairchild Semiconductor, which they left to found Intel in 1968 [1]."),
    (1, "bad", "changed_number", "How many transistors did the 4004 have?", "The 4004 had 2,800 transistors [1]."),
    (1, "bad", "swapped_name", "Who founded Intel?", "Robert Noyce and Andrew Grove founded Intel in 1968 [1]."),
    (1, "bad", "wrong_short_answer", "Which company did Noyce and Moore leave to start Intel?", "Texas Instruments"),
    (1, "bad", "changed_number", "When did Andrew Grove become Intel's chief executive?", "In 1979 [1]."),
    (1, "bad", "wrong_kind", "When did Intel release the 4004?", "It was released by Intel's team under Federico Faggin [1]."),
    # 2: Netflix
    (2, "ok", "short_answer", "Who was Netflix's first CEO?", "Marc Randolph"),
    (2, "ok", "date_format", "When was Netflix founded?", "August 29, 1997 [1]."),
    (2, "ok", "paraphrase", "Why didn't the founders rent VHS tapes?", "They judged VHS tapes too costly to keep in stock and too delicate to send by mail [1]."),
    (2, "ok", "yes_no", "Did the test compact disc arrive broken?", "No, it arrived at Hastings's house intact [1]."),
    (2, "ok", "short_answer", "What was Netflix's first original series?", "House of Cards [1]"),
    (2, "ok", "alternative", "Did Netflix start streaming in 2007 or 2013?", "2007 [1]."),
    (2, "ok", "hedge", "Why did Hastings start Netflix?", "According to a story he liked to tell, it was after he paid a $40 late fee at Blockbuster for Apollo 13 [1]."),
    (2, "ok", "paraphrase", "Did Netflix drop DVDs when it began streaming?", "It kept its DVD rental business when it added streaming in 2007 [1]."),
    (2, "ok", "name_form", "How much did Hastings invest in Netflix?", "Reed put $2.5 million into the company [1]."),
    (2, "ok", "short_answer", "Where did Hastings and Randolph live?", "Santa Cruz"),
    (2, "bad", "changed_number", "How large was the Blockbuster late fee in Hastings's story?", "$14 [1]."),
    (2, "bad", "swapped_name", "For which film did Hastings pay a late fee?", "He paid a $40 late fee at Blockbuster for a copy of Titanic [1]."),
    (2, "bad", "added_place", "Where was Netflix founded?", "In Scotts Valley, California, with its first warehouse in Sunnyvale [1]."),
    (2, "bad", "wrong_short_answer", "Where did Randolph and Hastings work together before Netflix?", "Borland"),
    (2, "bad", "negation_flip", "What did the founders do with VHS tapes?", "They decided VHS tapes were cheap to stock and sturdy enough to mail [1]."),
    # 3: Rust
    (3, "ok", "short_answer", "Who created Rust?", "Graydon Hoare"),
    (3, "ok", "paraphrase", "When did Mozilla back Rust?", "Mozilla began officially sponsoring Rust in 2009 and made it public in 2010 [1]."),
    (3, "ok", "date_format", "When was Rust 1.0 released?", "In May of 2015 [1]."),
    (3, "ok", "short_answer", "What language was the first Rust compiler written in?", "OCaml [1]"),
    (3, "ok", "yes_no", "Does Rust use a garbage collector?", "No, it has no conventional garbage collector; a borrow checker tracks reference lifetimes at compile time instead [1]."),
    (3, "ok", "paraphrase", "What edition applies when none is specified?", "Code that does not name an edition is compiled as the 2015 edition [1]."),
    (3, "ok", "short_answer", "Which back end does the Rust compiler use?", "LLVM"),
    (3, "ok", "alternative", "Was Rust started as a Mozilla project or as a personal project?", "As Hoare's personal project, in 2006 [1]."),
    (3, "ok", "short_answer", "Which kernel began accepting Rust in 2022?", "The Linux kernel, in December 2022 [1]."),
    (3, "bad", "changed_number", "When did Rust begin?", "Rust began in 2003 as Graydon Hoare's personal project [1]."),
    (3, "bad", "swapped_name", "What was the first Rust compiler written in?", "It was first written in Haskell and later rewritten in Rust [1]."),
    (3, "bad", "wrong_alternative", "Does Rust check references at compile time or at run time?", "At run time [1]."),
    (3, "bad", "changed_ordinal", "What was notable about Rust in the Linux kernel?", "It became the third language, after C and assembly, supported for kernel development in December 2022 [1]."),
    (3, "bad", "added_place", "Where did Graydon Hoare work when he began Rust?", "At Mozilla Research in Toronto [1]."),
    # 4: Voyager 1
    (4, "ok", "date_format", "When was Voyager 1 launched?", "9/5/1977 [1]"),
    (4, "ok", "short_answer", "Who led the committee that chose the Golden Record's contents?", "Carl Sagan"),
    (4, "ok", "paraphrase", "When did Voyager 1 reach Jupiter and Saturn?", "It flew past Jupiter in March 1979 and then Saturn in November 1980 [1]."),
    (4, "ok", "alternative", "Was Voyager 1 launched before or after Voyager 2?", "After it, 16 days later [1]."),
    (4, "ok", "equivalent_name", "Which agency launched Voyager 1?", "The US space agency, NASA [1]."),
    (4, "ok", "ordinal", "What record did Voyager 1 set in 2013?", "It became the first human-made object to enter interstellar space [1]."),
    (4, "ok", "number_word", "How many days after Voyager 2 was Voyager 1 launched?", "Sixteen [1]."),
    (4, "ok", "yes_no", "Is Voyager 1 heading toward a particular star?", "No. It is not aimed at any star, though it will pass within 1.6 light-years of Gliese 445 in about 40,000 years [1]."),
    (4, "ok", "hedge", "When will Voyager 1 pass near Gliese 445?", "In roughly 40,000 years [1]."),
    (4, "ok", "paraphrase", "What is the Golden Record made of?", "It is a 12-inch copper disc plated with gold [1]."),
    (4, "bad", "changed_number", "How close will Voyager 1 come to Gliese 445?", "Within 6.1 light-years [1]."),
    (4, "bad", "swapped_name", "Which star will Voyager 1 pass in about 40,000 years?", "It will pass within 1.6 light-years of Proxima Centauri [1]."),
    (4, "bad", "changed_number", "When did NASA announce that Voyager 1 was in interstellar space?", "In September 2012 [1]."),
    (4, "bad", "wrong_alternative", "Did Voyager 1 reach Saturn before or after Jupiter?", "Before Jupiter [1]."),
    (4, "bad", "added_place", "Where was Voyager 1 launched from?", "NASA launched it from Cape Canaveral on 5 September 1977 [1]."),
    # 5: Pluto
    (5, "ok", "short_answer", "Who discovered Pluto?", "Clyde Tombaugh"),
    (5, "ok", "date_format", "When was Pluto discovered?", "Feb. 18, 1930 [1]"),
    (5, "ok", "number_word", "How old was Venetia Burney when she suggested the name Pluto?", "Eleven years old [1]."),
    (5, "ok", "paraphrase", "Why was Pluto named Pluto?", "The name comes from the Roman god of the underworld; it was proposed by the Oxford schoolgirl Venetia Burney [1]."),
    (5, "ok", "ordinal", "Which planet was Pluto counted as before 2006?", "The ninth [1]."),
    (5, "ok", "equivalent_name", "What nationality was Clyde Tombaugh?", "He was from the US [1]."),
    (5, "ok", "name_form", "Who believed a Planet X was disturbing Uranus?", "Percival Lowell [1]."),
    (5, "ok", "yes_no", "Is Pluto still classed as a planet?", "No, the International Astronomical Union reclassified it as a dwarf planet in August 2006 [1]."),
    (5, "ok", "short_answer", "What instrument did Tombaugh use to compare his plates?", "A blink comparator"),
    (5, "ok", "paraphrase", "When was the name Pluto officially adopted?", "The name was formally adopted on 1 May 1930, about seven weeks after the discovery was announced [1]."),
    (5, "ok", "alternative", "Was Pluto's discovery announced in February or March 1930?", "In March, on the 13th [1]."),
    (5, "bad", "changed_number", "How old was Tombaugh when he discovered Pluto?", "He was 28 [1]."),
    (5, "bad", "swapped_name", "Who suggested the name Pluto?", "The name was suggested by Venetia Lowell, an 11-year-old from Oxford [1]."),
    (5, "bad", "wrong_short_answer", "Where was the Lowell Observatory?", "Tucson, Arizona"),
    (5, "bad", "changed_ordinal", "How was Pluto counted before 2006?", "It was counted as the tenth planet until the IAU reclassified it [1]."),
    (5, "bad", "wrong_kind", "When was Pluto reclassified as a dwarf planet?", "By the International Astronomical Union [1]."),
    # 6: JWST
    (6, "ok", "date_format", "When was the James Webb Space Telescope launched?", "On December 25, 2021, at 12:20 UTC [1]."),
    (6, "ok", "short_answer", "Which rocket launched Webb?", "An Ariane 5"),
    (6, "ok", "paraphrase", "Who built the telescope?", "NASA developed it jointly with ESA and the Canadian Space Agency [1]."),
    (6, "ok", "number_word", "How many segments make up Webb's primary mirror?", "Eighteen hexagonal segments [1]."),
    (6, "ok", "hedge", "How far from Earth is Webb's orbit?", "Some 1.5 million kilometres [1]."),
    (6, "ok", "alternative", "Is Webb a visible-light or an infrared telescope?", "Infrared [1]."),
    (6, "ok", "ordinal", "Around which Lagrange point does Webb orbit?", "The second one, L2 [1]."),
    (6, "ok", "equivalent_name", "Where was Webb launched from?", "Europe's Spaceport at Kourou in French Guiana [1]."),
    (6, "ok", "paraphrase", "How big is Webb's sunshield?", "Roughly as big as a tennis court [1]."),
    (6, "ok", "number_word", "How many instruments does Webb carry?", "Four, one of which, MIRI, is cooled to about 7 kelvins [1]."),
    (6, "bad", "changed_number", "How wide is Webb's primary mirror?", "The primary mirror is 8.5 metres across [1]."),
    (6, "bad", "swapped_name", "Who is the telescope named after?", "James Webb, who led NASA during the Apollo and Skylab programmes [1]."),
    (6, "bad", "changed_number_word", "How long did Webb take to reach L2?", "About nineteen days [1]."),
    (6, "bad", "wrong_short_answer", "Which instrument on Webb is cooled to about 7 kelvins?", "NIRCam"),
    (6, "bad", "added_place", "Who developed Webb?", "NASA, the European Space Agency, the Canadian Space Agency and the Japan Aerospace Exploration Agency [1]."),
    # 7: Sputnik 1
    (7, "ok", "short_answer", "Which country launched Sputnik 1?", "The Soviet Union"),
    (7, "ok", "equivalent_name", "Which country launched Sputnik 1?", "The USSR [1]."),
    (7, "ok", "date_format", "When was Sputnik 1 launched?", "10/4/1957 [1]"),
    (7, "ok", "paraphrase", "What did Sputnik 1 look like?", "It was a shiny metal ball 58 cm across, fitted with four radio antennas on the outside [1]."),
    (7, "ok", "number_word", "How many radio transmitters did Sputnik 1 carry?", "Two [1]."),
    (7, "ok", "hedge", "How long did one orbit take?", "About 96 minutes [1]."),
    (7, "ok", "yes_no", "Did Sputnik 1 keep transmitting until it re-entered?", "No. Its transmitters went silent after 22 days when the batteries ran out, and it burned up in January 1958 [1]."),
    (7, "ok", "ordinal", "What was Sputnik 1?", "The first artificial satellite of the Earth [1]."),
    (7, "ok", "paraphrase", "What was the effect of Sputnik in the US?", "Its unexpected success triggered the Sputnik crisis in the United States and began the Cold War space race [1]."),
    (7, "ok", "short_answer", "From where was Sputnik launched?", "Baikonur [1]"),
    (7, "bad", "changed_number", "How much did Sputnik 1 weigh?", "It weighed 38.8 kilograms [1]."),
    (7, "bad", "changed_number_word", "How many antennas did Sputnik 1 have?", "Three external radio antennas [1]."),
    (7, "bad", "changed_number", "When did Sputnik 1 burn up?", "It re-entered and burned up in March 1958 [1]."),
    (7, "bad", "added_place", "Where was Sputnik 1 launched?", "From Baikonur in Kazakhstan, with tracking from Moscow's Kapustin Yar range [1]."),
    (7, "bad", "wrong_kind", "How long did Sputnik's transmitters work?", "They ran on batteries [1]."),
    # 8: Halley's Comet
    (8, "ok", "hedge", "How often does Halley's Comet return?", "Roughly every 75 to 76 years [1]."),
    (8, "ok", "short_answer", "When will Halley's Comet next return?", "2061"),
    (8, "ok", "paraphrase", "What did Halley conclude in 1682?", "That the comet he saw was the same one recorded in 1531 and 1607 [1]."),
    (8, "ok", "yes_no", "Did Halley live to see the comet return?", "No. He died in 1742, and it came back on Christmas Day 1758 as he had predicted [1]."),
    (8, "ok", "equivalent_name", "What nationality was Edmond Halley?", "He was English [1]."),
    (8, "ok", "date_format", "When did the comet reappear as Halley predicted?", "25 December 1758 [1]"),
    (8, "ok", "short_answer", "Which probe flew past the comet in 1986?", "Giotto"),
    (8, "ok", "ordinal", "What was new about Halley's prediction?", "It was the first time anyone had predicted a comet's return [1]."),
    (8, "ok", "alternative", "Is Halley's Comet a short-period or a long-period comet?", "Short-period [1]."),
    (8, "ok", "paraphrase", "How far back do records of the comet go?", "Sightings of it are recorded as early as 240 BC, and it is shown on the Bayeux Tapestry [1]."),
    (8, "bad", "changed_number", "When did Edmond Halley die?", "He died in 1752 [1]."),
    (8, "bad", "swapped_name", "Which probe flew past Halley's Comet in 1986?", "The European probe Rosetta flew past it [1]."),
    (8, "bad", "changed_number", "When did Halley observe the comet?", "In 1628 [1]."),
    (8, "bad", "negation_flip", "Can Halley's Comet be seen with the naked eye?", "No, it is not visible to the naked eye [1]."),
    (8, "bad", "wrong_short_answer", "When is the comet expected back?", "2071"),
    # 9: Giant panda
    (9, "ok", "short_answer", "Where do giant pandas live?", "In the mountain bamboo forests of central China"),
    (9, "ok", "paraphrase", "What does a giant panda eat?", "Almost nothing but bamboo: it makes up about 99 % of the diet [1]."),
    (9, "ok", "hedge", "How much does a newborn panda cub weigh?", "Only about 150 grams, or some five ounces [1]."),
    (9, "ok", "number_word", "How many hours a day can an adult panda spend eating?", "Twelve [1]."),
    (9, "ok", "yes_no", "Do giant pandas live in groups?", "No, pandas live alone [1]."),
    (9, "ok", "short_answer", "In which Chinese provinces are giant pandas mainly found?", "Sichuan, Shaanxi and Gansu [1]"),
    (9, "ok", "paraphrase", "What is a panda's pseudo-thumb?", "An enlarged wrist bone that it uses to grip bamboo stalks [1]."),
    (9, "ok", "alternative", "Is the giant panda classed as vulnerable or endangered by the IUCN?", "Vulnerable [1]."),
    (9, "ok", "number_word", "How often does a female panda give birth?", "Usually once every two or three years, to a single cub [1]."),
    (9, "ok", "hedge", "At what altitude do pandas live?", "Somewhere between about 1,500 and 3,500 metres [1]."),
    (9, "bad", "changed_number", "How many giant pandas live in the wild?", "An estimated 1,684 [1]."),
    (9, "bad", "changed_number_word", "How many cubs does a female usually have at a time?", "Usually two cubs every two to three years [1]."),
    (9, "bad", "added_place", "Where are giant pandas found?", "In the bamboo forests of Sichuan, Shaanxi, Gansu and Yunnan [1]."),
    (9, "bad", "negation_flip", "Are newborn panda cubs able to see?", "Yes, newborn cubs can see, though they are hairless [1]."),
    (9, "bad", "wrong_short_answer", "Which organisation classes the giant panda as vulnerable?", "The WWF"),
]
