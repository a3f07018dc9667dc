"""Blind held-out cases for /verify-citations (issue #18), set h.

Written as data only by a helper who never read the checker's rules (src/), its Rust tests or
QUALITY.md, never built or ran verity, and never read the answers of the other corpus files.
Nobody ran verity on this file or tuned a rule on it before the integrator's single run.
Passages are our own wording of public pages read through the project's search tool (see BLIND.md).

CASES_H rows: (passage index, "good" or "bad", kind, question, answer[, further passages cited]).
"""

PASSAGES_H = [
    # 0 Srinivasa Ramanujan
    "Srinivasa Ramanujan (22 December 1887 – 26 April 1920) was an Indian mathematician born in "
    "Erode, in what is now Tamil Nadu, and raised in Kumbakonam."
    " He had almost no formal training in pure mathematics, and he lost his scholarship at "
    "the Government College in Kumbakonam because he neglected his other subjects. While working as a "
    "clerk for the Madras Port Trust, he wrote on 16 January 1913 to G. H. Hardy at Cambridge, "
    "enclosing nine pages of mathematics. After discussing the papers with J. E. Littlewood, Hardy "
    "arranged for him to come to England, and Ramanujan arrived at Trinity College in 1914. In 1918 he "
    "became only the second Indian to be elected a Fellow of the Royal Society, and he was also made a "
    "fellow of Trinity. His health declined in the English climate, and he returned to India in 1919 "
    "and died in Kumbakonam the following year, aged 32.",
    # 1 Hoover Dam
    "Hoover Dam blocks the Colorado River in Black Canyon on the border between Nevada and Arizona, "
    "about 30 miles south of Las Vegas. Work on the project began on 7 July 1930, and during the Great "
    "Depression it drew more than 5,000 workers to the desert, who earned about 50 cents an hour in "
    "temperatures that often passed 100 degrees. Officially 96 men died at the construction site, but, "
    "contrary to legend, no one is buried in the concrete. President Franklin D. Roosevelt dedicated "
    "the dam on 30 September 1935, describing it as rising 726 feet above the bedrock of the river. The "
    "structure contains about 3.25 million cubic yards of concrete. It was long known as Boulder Dam, "
    "and only in 1947 did Congress officially name it after President Herbert Hoover. It became a "
    "National Historic Landmark in 1985 and now draws about 10 million visitors a year.",
    # 2 Angel Falls
    "Angel Falls, known in the Pemón language as Kerepakupai Vená, is the highest waterfall in the "
    "world, dropping 979 metres (3,212 feet) from the edge of the table mountain Auyán-tepui, with an "
    "unbroken fall of 807 metres. It lies in Canaima National Park in Bolívar State, Venezuela, a park "
    "established on 12 June 1962 that covers more than 30,000 square kilometres and was declared a "
    "UNESCO World Heritage Site in 1994. The falls are named after the American aviator Jimmie Angel, "
    "who first saw them on 16 November 1933 while flying for the Santa Ana Mining Company of Tulsa, "
    "Oklahoma. In 1937 he landed his plane on top of the tepui, where it sank into the boggy ground, and "
    "he and his companions needed 11 days to walk out. The official height was fixed by a survey of the "
    "National Geographic Society in 1949. The local Pemón people had, of course, known the falls long "
    "before any outsider saw them.",
    # 3 Uluru
    "Uluru, also called Ayers Rock, is a sandstone monolith in the southern part of Australia's "
    "Northern Territory, about 335 kilometres south-west of Alice Springs, or 450 kilometres by road. "
    "It rises 348 metres above the surrounding plain and 863 metres above sea level, is 3.6 kilometres "
    "long and 2.4 kilometres wide, and measures 9.4 kilometres around its base. In July 1873 the "
    "English explorer William Gosse became the first European to climb it, and he named it after the "
    "South Australian politician Sir Henry Ayers. The rock is sacred to the Anangu, its traditional "
    "owners, to whom it was handed back on 26 October 1985. Records kept since the 1950s show 37 deaths "
    "caused by the climb, and a chain was fixed to its steepest part in 1966. After the national park "
    "board voted in November 2017 to end climbing, the climb closed for good on 26 October 2019, the "
    "34th anniversary of the handback.",
    # 4 Michelin
    "Michelin & Cie was founded on 28 May 1889 in Clermont-Ferrand, in the Auvergne region of France, "
    "by the brothers André Michelin (1853–1931) and Édouard Michelin (1859–1940), who had taken over "
    "their family's struggling rubber business. In 1891 Édouard patented a detachable pneumatic tyre "
    "for bicycles that could be repaired in about 15 minutes, whereas a glued tyre took hours to mend "
    "and a night for the glue to dry. In 1895 the brothers entered the Paris–Bordeaux–Paris race in a "
    "car of their own called the Éclair, the only car in the race on pneumatic tyres; they did not win, "
    "but they finished. The company's mascot, Bibendum, first appeared in 1898 in posters by the "
    "illustrator Marius Rossillon, known as O'Galop, carrying the motto 'Nunc est bibendum'. In 1900 "
    "André launched the Michelin Guide, a handbook for the first motorists that listed garages, "
    "mechanics and hotels. Édouard ran the company for fifty-one years.",
    # 5 Mary Anning
    "Mary Anning (21 May 1799 – 9 March 1847) was an English fossil collector, dealer and "
    "palaeontologist from Lyme Regis in Dorset. Her father, a cabinet-maker who sold fossils to "
    "visitors as a sideline, died when she was a child and left the family poor, so she built up the "
    "fossil business with her mother and her elder brother, Joseph. She searched the Blue Lias and "
    "Charmouth Mudstone cliffs, mostly in winter, when landslides exposed fossils that had to be "
    "collected quickly before the sea carried them away. Her finds included the first correctly "
    "identified ichthyosaur skeleton, found when she was twelve, the first two nearly complete "
    "plesiosaur skeletons and the first pterosaur skeleton found outside Germany. As a woman she could "
    "not join the Geological Society of London, and she often did not receive full credit for her "
    "discoveries. She died of breast cancer at the age of 47 and is buried at St Michael's Church in "
    "Lyme Regis.",
    # 6 First human heart transplant
    "The first human-to-human heart transplant was performed at Groote Schuur Hospital in Cape Town, "
    "South Africa, in the early hours of Sunday 3 December 1967, by a team of surgeons led by Christiaan "
    "Barnard. The recipient was Louis Washkansky, a 53-year-old grocer dying of heart disease; the "
    "donor was Denise Darvall, a 25-year-old woman fatally injured in a road accident, whose father "
    "agreed to donate her heart. The operation lasted about five hours, and the new heart was started "
    "with an electric shock. Washkansky regained consciousness, but the drugs given to stop his body "
    "rejecting the heart also weakened his defences against infection, and he died of double pneumonia "
    "18 days after the operation. His new heart had worked normally until the end. Barnard, who was "
    "born in Beaufort West in 1922, had practised the technique on 48 dogs; he died in Cyprus on 2 "
    "September 2001 after a severe asthma attack.",
    # 7 Don Bradman
    "Sir Donald Bradman (27 August 1908 – 25 February 2001) was born in Cootamundra, New South Wales, "
    "and grew up in Bowral, where at the age of 12 he scored his first century, an unbeaten 115 for "
    "Bowral Public School. In 52 Test matches for Australia he scored 6,996 runs, with 29 centuries, at "
    "an average of 99.94, and he still holds the record of 12 Test double centuries. His last Test "
    "innings came on 14 August 1948, in the fifth Ashes Test at The Oval in London, when he needed only "
    "four runs to finish with a career average of exactly 100. Walking out to three cheers from the "
    "England players, he was bowled second ball for a duck by a googly from the leg-spinner Eric "
    "Hollies. Australia, who had bowled England out for 52, won the match by an innings and 149 runs and "
    "took the series 4–0.",
    # 8 The first Wimbledon Championship, 1877
    "The 1877 Wimbledon Championship, held at the All England Croquet and Lawn Tennis Club on Worple "
    "Road in Wimbledon, was the world's first official lawn tennis tournament. The club had been "
    "founded in July 1868 as the All England Croquet Club, and it took up lawn tennis in February "
    "1875; it organised the tournament to pay for repairs to its pony roller. The Gentlemen's Singles, "
    "the only event, drew 22 players, who each paid one guinea to enter. Play began on 9 July, and the "
    "final, delayed for three days by rain, was played on 19 July before about 200 spectators, who each "
    "paid one shilling. Spencer Gore, a 27-year-old rackets player from Wandsworth, beat William "
    "Marshall, a 28-year-old real tennis player, in three straight sets in a final that lasted 48 "
    "minutes. Gore received 12 guineas and a silver challenge cup worth 25 guineas, given by the "
    "magazine The Field, and the tournament made a profit of £10.",
    # 9 Hindenburg disaster
    "On Thursday 6 May 1937, at 7:25 in the evening, the German passenger airship LZ 129 Hindenburg "
    "caught fire while trying to dock with its mooring mast at Naval Air Station Lakehurst in New "
    "Jersey. Of the 97 people on board, 36 passengers and 61 crew, 35 died (13 passengers and 22 crew "
    "members), and one man of the ground crew was also killed, bringing the death toll to 36. The "
    "airship, named after Field Marshal and President Paul von Hindenburg, had been launched on 4 March "
    "1936. The disaster was filmed by newsreel cameras and described on the spot by the radio reporter "
    "Herbert Morrison of WLS in Chicago, whose recording was broadcast the next day. The cause of the "
    "fire has never been settled beyond doubt. The disaster shattered public confidence in giant "
    "passenger-carrying rigid airships and marked the end of the airship era.",
    # 10 Boston Tea Party
    "On the evening of 16 December 1773, after a mass meeting at the Old South Meeting House, members "
    "of the Sons of Liberty, some thinly disguised as Mohawk Indians, boarded three ships moored at "
    "Griffin's Wharf in Boston: the Dartmouth, the Eleanor and the Beaver. In less than three hours "
    "they broke open 342 chests of East India Company tea and dumped it into the harbour. Nothing else "
    "was damaged or stolen except a single padlock, which was later replaced anonymously. The protest "
    "was aimed at the Tea Act, passed by Parliament earlier that year, and at Governor Thomas "
    "Hutchinson's refusal to let the ships sail away with their cargo. A fourth tea ship, the William, "
    "never reached Boston with the others because it had run aground at Provincetown. In response, "
    "Britain closed the port of Boston.",
    # 11 The Wizard of Oz
    "The Wizard of Oz is a 1939 American musical fantasy film produced by Metro-Goldwyn-Mayer and "
    "adapted from L. Frank Baum's 1900 children's novel The Wonderful Wizard of Oz. It was directed "
    "mainly by Victor Fleming, who left the production to take over Gone with the Wind, and stars Judy "
    "Garland as Dorothy Gale alongside Ray Bolger, Jack Haley and Bert Lahr. Released on 25 August 1939 "
    "with a running time of 101 minutes, it was MGM's most expensive production up to then, with a "
    "budget of about $2.8 million, but it earned only about $3 million on its first release and did "
    "not make a profit until it was re-released in 1949. It was nominated for six Academy Awards, "
    "including Best Picture, which went to Gone with the Wind, and won two: Best Original Song for "
    "'Over the Rainbow' and Best Original Score for Herbert Stothart. Its first television broadcast, "
    "on CBS in 1956, brought it to a new audience.",
    # 12 Live Aid
    "Live Aid was a benefit concert held on Saturday 13 July 1985 at two venues, Wembley Stadium in "
    "London and John F. Kennedy Stadium in Philadelphia, to raise money for relief of the famine in "
    "Ethiopia. It was organised by Bob Geldof of the Boomtown Rats and Midge Ure of Ultravox, who had "
    "written the Band Aid single 'Do They Know It's Christmas?' the year before. Prince Charles and "
    "Princess Diana opened the Wembley show at noon before about 72,000 people, while about 100,000 "
    "attended in Philadelphia, where Joan Baez told the crowd, 'This is your Woodstock, and it's long "
    "overdue.' Phil Collins played at Wembley and then flew to the United States on Concorde to "
    "perform in Philadelphia too, where he joined the surviving members of Led Zeppelin. Linked by "
    "satellite, the concerts were watched by an estimated 1.9 billion people in 150 countries, and "
    "they raised more than $125 million.",
    # 13 The Rite of Spring premiere
    "The Rite of Spring (Le Sacre du printemps), a ballet with music by Igor Stravinsky and "
    "choreography by Vaslav Nijinsky, was first performed by Sergei Diaghilev's Ballets Russes on 29 "
    "May 1913 at the Théâtre des Champs-Élysées in Paris."
    " Nicholas Roerich designed the sets and costumes, and the ballet depicts a pagan ritual "
    "in which a young girl dances herself to death as a sacrifice to spring. The premiere became one "
    "of the most scandalous nights in the history of ballet: jeers and laughter drowned out the "
    "orchestra, and Nijinsky stood on a chair in the wings shouting the counts to the dancers. Reports "
    "that the police had to be called have since been discredited. Nijinsky's version was given only "
    "five more times in Paris and four times in London before it vanished from the stage, and it was "
    "not revived until the Joffrey Ballet staged a reconstruction by Millicent Hodson in 1987.",
    # 14 The Great Gatsby
    "F. Scott Fitzgerald's third novel, The Great Gatsby, was published by Charles Scribner's Sons in "
    "New York on 10 April 1925. Set on Long Island in the summer of 1922 and narrated by Nick Carraway, "
    "it had been edited by Maxwell Perkins, who called the book 'extraordinary'. On the eve of "
    "publication Fitzgerald predicted that it would sell about 80,000 copies, but it sold fewer than "
    "20,000 in its first year, far fewer than his first novel, This Side of Paradise (1920). Its cover, "
    "a woman's disembodied face with celestial eyes floating above a carnival skyline, was painted by "
    "the little-known artist Francis Cugat and was the only book cover he ever designed. When "
    "Fitzgerald died in December 1940 he believed himself a failure, and much of the second printing "
    "was still unsold. The book's revival began during the Second World War, when free copies were "
    "given to American soldiers serving overseas.",
    # 15 Alice's Adventures in Wonderland
    "Alice's Adventures in Wonderland grew out of a story that Charles Lutwidge Dodgson, a "
    "mathematics lecturer at Christ Church, Oxford, told on 4 July 1862 during a rowing trip on the "
    "Thames from Folly Bridge to Godstow. With him were his friend the Reverend Robinson Duckworth and "
    "the three daughters of Henry Liddell, the dean of Christ Church: Lorina, Alice and Edith. Alice, "
    "then ten, asked him to write the story down, and on 26 November 1864 he gave her a handwritten, "
    "illustrated manuscript called Alice's Adventures Under Ground. He expanded the tale, adding "
    "episodes such as the Cheshire Cat and the Mad Tea-Party, and Macmillan published it in London in "
    "1865 under the pen name Lewis Carroll, with illustrations by John Tenniel. Because Tenniel was "
    "unhappy with the printing of his pictures, that first printing was withdrawn, and the first copies "
    "actually sold are dated 1866. A sequel, Through the Looking-Glass, appeared in 1872.",
    # 16 The first transistor
    "The first working transistor was a point-contact device built in December 1947 at Bell Telephone "
    "Laboratories in Murray Hill, New Jersey, by the physicists John Bardeen and Walter Brattain, who "
    "worked in a group led by William Shockley. It consisted of two gold contacts pressed lightly "
    "against a crystal of germanium, a semiconductor, and it could amplify electrical signals. It was "
    "first demonstrated to colleagues on 23 December 1947. Its name joins the words 'transfer' and "
    "'resistor'. The device was meant to replace vacuum tubes, which were bulky, unreliable and used "
    "too much power. Shockley had written in his notebook as early as 29 December 1939 that an "
    "amplifier using semiconductors rather than vacuum was possible in principle. The three men shared "
    "the 1956 Nobel Prize in Physics for their research on semiconductors and their discovery of the "
    "transistor effect.",
    # 17 The first handheld mobile phone call
    "On 3 April 1973 Martin Cooper, an engineer and executive at Motorola, made the first public call "
    "from a handheld cellular phone while standing on Sixth Avenue in New York, near the New York "
    "Hilton. He rang his chief rival, Joel Engel of Bell Labs, to tell him he was calling from 'a real "
    "handheld portable cell phone'; Engel later said he did not remember the call. The prototype, an "
    "early model of Motorola's DynaTAC, weighed about 2.5 pounds and was about 9 inches long. Its "
    "battery gave only about 20 minutes of talk time and took about 10 hours to recharge. Cooper joked "
    "that the short battery life did not matter, because nobody could hold the phone up for that long. "
    "The commercial version, the DynaTAC 8000X, did not go on sale until 1983, at a price of $3,995.",
    # 18 Rubik's Cube
    "Ernő Rubik, born in Budapest on 13 July 1944, made the first prototype of his cube in 1974 while "
    "teaching interior design at the Academy of Applied Arts and Crafts in Budapest. His aim was to "
    "solve a structural problem, letting the parts move independently without the whole mechanism "
    "falling apart, and after scrambling his hand-made prototype he needed about a month to restore "
    "it. He applied for a Hungarian patent in early 1975, and a Hungarian toy company began selling "
    "the puzzle as the Magic Cube in late 1977. After it was shown at the Nuremberg Toy Fair, the Ideal "
    "Toy Company brought it to the United States in 1980 and renamed it Rubik's Cube. The cube can be "
    "arranged in 43,252,003,274,489,856,000 different ways, more than 43 quintillion, and more than 500 "
    "million have been sold.",
    # 19 Yuri Gagarin and Vostok 1
    "On 12 April 1961 the Soviet cosmonaut Yuri Gagarin became the first human in space when Vostok 1 "
    "lifted off from the Baikonur Cosmodrome in Kazakhstan at 9:07 a.m. Moscow time. As the rocket rose "
    "he called out 'Poyekhali!', meaning 'Let's go!'. Gagarin, then 27, made a single orbit of the "
    "Earth, and the flight lasted 108 minutes from launch to landing. As planned, he ejected from the "
    "capsule at about 7 kilometres and came down separately by parachute in the Saratov region, where a "
    "farmer and her daughter were the first people to meet him. Gagarin was born on 9 March 1934 in "
    "Klushino. He died on 27 March 1968, when the MiG-15UTI jet he was flying on a training flight "
    "crashed near the town of Kirzhach.",
    # 20 The coelacanth
    "On 22 December 1938 the trawler Nerine, skippered by Captain Hendrik Goosen, caught an unusual "
    "fish at a depth of about 73 metres off the mouth of the Chalumna River, south-west of East London "
    "in South Africa. Marjorie Courtenay-Latimer, the young curator of the East London Museum, went to "
    "the docks to wish the crew a happy Christmas and found it under a pile of sharks and rays: a pale "
    "mauve-blue fish about five feet (1.5 metres) long. She sent a sketch and a description to James "
    "Leonard Brierley Smith, a chemistry lecturer at Rhodes University in Grahamstown, "
    "but he was on holiday and did not read her letter until 3 January 1939. Smith "
    "identified it as a coelacanth, a fish thought to have died out with the dinosaurs some 65 million "
    "years ago, and named it Latimeria chalumnae after its finder and the river. A second specimen was "
    "not found until 1952, in the Comoro Islands.",
    # 21 The Channel Tunnel
    "The Channel Tunnel, which links Folkestone in Kent with Coquelles near Calais, was officially "
    "opened on 6 May 1994 by Queen Elizabeth II and President François Mitterrand of France. It is "
    "50.45 kilometres (31.4 miles) long, about 38 kilometres of it under the sea, and it lies 75 metres "
    "deep at its lowest point. It consists of three tunnels: two single-track railway tunnels and a "
    "smaller service tunnel between them. Boring began on the British side on 15 December 1987, and on "
    "1 December 1990 British and French workers met in the service tunnel, 22.3 kilometres from the "
    "British coast and 15.6 kilometres from the French one. That breakthrough joined Britain to the "
    "European mainland for the first time since the last Ice Age, about 8,000 years earlier. More than "
    "13,000 workers built the tunnel, and commercial services began on 14 November 1994.",
    # 22 Florence Nightingale
    "Florence Nightingale (12 May 1820 – 13 August 1910) was born to a wealthy British family in "
    "Florence, Italy, and was named after the city. Her parents were horrified when she chose to become "
    "a nurse, because nursing was not then thought a respectable job for a woman of her class. In 1853 "
    "she took her first post, managing the Institution for the Care of Sick Gentlewomen in London, and "
    "in 1854, during the Crimean War, she sailed with 38 nurses to the military hospital at Scutari in "
    "Turkey. Her night rounds of the wards earned her the name 'the Lady with the Lamp'. In 1860 she "
    "opened the Nightingale Training School for Nurses at St Thomas' Hospital in London. In 1907 she "
    "became the first woman to be awarded the Order of Merit. She never married, and her birthday, 12 "
    "May, is now marked as International Nurses Day.",
    # 23 A robot vacuum cleaner manual (invented model)
    "Before first use, place the Tessel R5's charging dock against a wall with "
    "at least 0.5 metres of clear space on each side and 1.5 metres in front, and leave the robot on "
    "the dock to charge for at least 16 hours. A full battery then gives up to 120 minutes of cleaning "
    "on hard floors; the charge light pulses amber while charging and turns solid "
    "green when the battery is full. The robot can clean carpets with a pile of up to 20 mm. Empty the "
    "0.6-litre dustbin after every run and clean the filter once a week, "
    "but never rinse the filter in water and never run the robot without it. Replace the filter every 2 "
    "months and the side brush every 3 to 6 months, and wipe the cliff sensors underneath with a dry "
    "cloth, because dirty sensors can let the robot fall down stairs. The robot is for indoor use only.",
    # 24 A Docker Engine install guide for Ubuntu
    "To install Docker Engine on Ubuntu from Docker's own repository, first remove any old packages "
    "such as docker.io or docker-engine. Update the package index, install ca-certificates, curl and "
    "gnupg, then save Docker's official GPG key as /etc/apt/keyrings/docker.gpg and add the repository "
    "in /etc/apt/sources.list.d/docker.list. After running apt-get update a second time, install the "
    "packages docker-ce, docker-ce-cli and containerd.io. To check the installation, run sudo docker "
    "run hello-world, which downloads a small test image, prints a message and exits. By default the "
    "docker command needs root privileges; to use it as an ordinary user, add your account to the "
    "docker group with sudo usermod -aG docker $USER, then log out and back in, or run newgrp docker. "
    "To start Docker automatically at boot, run sudo systemctl enable docker.",
    # 25 A gym's membership terms (invented club)
    "Your Northgate Fitness membership starts on the day you join and cannot "
    "be transferred to anyone else. Monthly fees are collected by Direct Debit on the 1st of each month "
    "and are payable even if you do not use the club, and a one-off joining fee of £25 is not "
    "refundable. The standard plan has a minimum term of 12 months; after that it continues month to "
    "month until you give at least one full calendar month's notice in writing, and cancelling your "
    "Direct Debit alone does not end your membership. Once a year you may freeze your membership for "
    "at least 2 weeks and at most 2 months, for a fee of £10 a month. If serious illness or injury will "
    "keep you from using the club for at least 6 months, you may cancel during the minimum term on one "
    "month's notice by providing a doctor's certificate. You must complete an induction before using "
    "any exercise equipment.",
    # 26 An amoxicillin 500 mg leaflet
    "Amoxicillin 500 mg Capsules contain the antibiotic amoxicillin, one of a group of medicines called "
    "penicillins, and are used to treat bacterial infections of the ear, chest, urinary tract, skin and "
    "teeth. Do not take them if you are allergic to amoxicillin or penicillin, or if you have ever had "
    "an allergic reaction to any antibiotic. "
    "The usual adult dose is 250 mg three times a day, which your doctor may double to 500 mg three "
    "times a day for more severe infections, and the maximum is 6 g a day; space the doses evenly "
    "through the day. The capsules can be taken with or without food, and you should finish "
    "the whole course even if you feel better. Amoxicillin does not work against viral infections."
    " The most common side effects are feeling sick and diarrhoea; if you get a rash "
    "with swelling of the face or difficulty breathing, stop taking the capsules and see a doctor at "
    "once.",
    # 27 A residential tenancy agreement (England)
    "Under this assured shorthold tenancy in England, the tenant pays the rent monthly in advance on "
    "the first day of each month. Because the annual rent is below £50,000, the landlord may take a "
    "security deposit of no more than five weeks' rent, and must protect it in a government-approved "
    "deposit protection scheme within 30 days of receiving it."
    " A holding deposit to reserve the property may not exceed one week's rent. The "
    "landlord must give at least 24 hours' written notice before visiting to inspect the property or "
    "to carry out repairs, except in an emergency. Interest may be charged on rent that is 14 days or "
    "more overdue, at no more than 3% above the Bank of England base rate. At the end of the tenancy "
    "the landlord must return the deposit within ten days of agreeing the amount, less any agreed "
    "deductions for damage beyond normal wear and tear.",
]

CASES_H = [
    # 0 Ramanujan
    (0, "good", "short_answer", "Where was Srinivasa Ramanujan born?", "Erode"),
    (0, "good", "date_format", "When was Ramanujan born?", "He was born on 1887-12-22 [1]."),
    (0, "good", "paraphrase", "How did Ramanujan first get in touch with Hardy?",
     "While he was employed as a clerk at the Madras Port Trust, Ramanujan sent G. H. Hardy in Cambridge a letter containing nine pages of mathematics [1]. The letter is dated 16 January 1913 [1]."),
    (0, "good", "name_form", "Which mathematician did Hardy discuss Ramanujan's papers with?", "Littlewood"),
    (0, "good", "ordinal", "Where did Ramanujan rank among Indians elected Fellows of the Royal Society?", "He was only the 2nd Indian to be elected [1]."),
    (0, "good", "number_word", "How many pages of mathematics did Ramanujan enclose in his letter to Hardy?", "9 pages [1]."),
    (0, "good", "hedge", "How old was Ramanujan when he died?", "He died in his early thirties [1]."),
    (0, "good", "yes_no", "Did Ramanujan have extensive formal training in pure mathematics?", "No, he had almost no formal training in pure mathematics [1]."),
    (0, "good", "alternative", "Did Ramanujan die in Cambridge or in Kumbakonam?", "In Kumbakonam, after he had gone back to India [1]."),
    (0, "good", "equivalent_name", "What nationality was Ramanujan?", "He was from India [1]."),
    (0, "good", "paraphrase", "Why did Ramanujan go back to India?",
     "His health deteriorated in England's climate, so he went home in 1919 [1]. He died the next year in Kumbakonam, at 32 [1]."),
    (0, "bad", "changed_number", "When did Ramanujan write to Hardy?", "On 16 January 1912 [1]."),
    (0, "bad", "swapped_name", "Who did Hardy consult about Ramanujan's papers?",
     "Hardy talked the papers over with Bertrand Russell before arranging for Ramanujan to come to England [1]."),
    (0, "bad", "changed_ordinal", "What distinction did Ramanujan achieve in 1918?",
     "He became only the third Indian to be elected a Fellow of the Royal Society [1]."),
    (0, "bad", "negation_flip", "Did Ramanujan keep his scholarship at the Government College in Kumbakonam?",
     "Yes, he kept his scholarship at the Government College in Kumbakonam [1]."),
    (0, "bad", "added_place", "Which Cambridge college did Ramanujan join?",
     "Trinity College, where he arrived in 1914 after sailing from Bombay [1]."),

    # 1 Hoover Dam
    (1, "good", "short_answer", "Which river does Hoover Dam block?", "The Colorado River"),
    (1, "good", "date_format", "When did President Roosevelt dedicate Hoover Dam?", "Sept. 30, 1935 [1]"),
    (1, "good", "equivalent_name", "Which president dedicated Hoover Dam?", "FDR"),
    (1, "good", "hedge", "How far is Hoover Dam from Las Vegas?", "Roughly 30 miles, to the south of the city [1]."),
    (1, "good", "paraphrase", "What was working on Hoover Dam like?",
     "The project pulled in over 5,000 men during the Depression, paid around half a dollar an hour, often in heat above 100 degrees [1]. Officially, 96 of them lost their lives at the site [1]."),
    (1, "good", "yes_no", "Are workers buried in the concrete of Hoover Dam?", "No; despite the legend, nobody is buried in the dam's concrete [1]."),
    (1, "good", "alternative", "Was the name Hoover Dam made official by Congress or by President Roosevelt?", "By Congress, in 1947 [1]."),
    (1, "good", "number_word", "How many workers officially died at the Hoover Dam construction site?", "ninety-six"),
    (1, "good", "short_answer", "What was Hoover Dam long called?", "Boulder Dam"),
    (1, "good", "paraphrase", "What status and popularity does Hoover Dam have today?",
     "Hoover Dam was designated a National Historic Landmark in 1985 [1]. Around ten million people visit it every year [1]."),
    (1, "good", "date_format", "When did work on the Hoover Dam project begin?", "Work started on 7/7/1930 [1]."),
    (1, "bad", "changed_number", "How high did Roosevelt say the dam rises?", "He described it as rising 762 feet above the river's bedrock [1]."),
    (1, "bad", "wrong_alternative", "Does Hoover Dam stand on the border of Nevada and Arizona or of Nevada and California?", "Nevada and California [1]."),
    (1, "bad", "swapped_name", "Who was Hoover Dam named after?", "It was named in 1947 after President Calvin Coolidge [1]."),
    (1, "bad", "changed_number", "How much concrete is in the dam?",
     "The dam holds about 3.25 million cubic yards of concrete [1]. It became a National Historic Landmark in 1995 [1]."),
    (1, "bad", "wrong_kind", "When was Hoover Dam dedicated?", "In Black Canyon, on the Colorado River [1]."),

    # 2 Angel Falls
    (2, "good", "short_answer", "In which country is Angel Falls?", "Venezuela"),
    (2, "good", "number_word", "How many days did Jimmie Angel's party need to walk out from the tepui?", "Eleven days [1]."),
    (2, "good", "paraphrase", "How high is Angel Falls?",
     "The waterfall plunges 979 metres, or 3,212 feet, off Auyán-tepui, and 807 metres of that drop is uninterrupted [1]."),
    (2, "good", "date_format", "When did Jimmie Angel first see the falls?", "On 16/11/1933 [1]."),
    (2, "good", "name_form", "After whom is Angel Falls named?", "Angel, the American pilot [1]."),
    (2, "good", "equivalent_name", "Which body declared Canaima National Park a World Heritage Site?",
     "The United Nations Educational, Scientific and Cultural Organization, in 1994 [1]."),
    (2, "good", "yes_no", "Was Jimmie Angel the first person ever to know of the falls?",
     "No, the local Pemón people had known the falls long before any outsider saw them [1]."),
    (2, "good", "alternative", "Was the official height of Angel Falls fixed by the National Geographic Society or by the Venezuelan government?",
     "By a National Geographic Society survey, in 1949 [1]."),
    (2, "good", "paraphrase", "What happened when Jimmie Angel landed on Auyán-tepui?",
     "When he put his plane down on top of the tepui in 1937, it sank into the marshy ground [1]. He and the others with him had to walk out, which took 11 days [1]."),
    (2, "good", "short_answer", "Which company was Jimmie Angel flying for when he first saw the falls?", "The Santa Ana Mining Company of Tulsa, Oklahoma [1]"),
    (2, "bad", "changed_number", "How long is the unbroken drop of Angel Falls?", "870 metres"),
    (2, "bad", "wrong_alternative", "Was Canaima National Park established in 1962 or in 1994?", "In 1994 [1]."),
    (2, "bad", "swapped_name", "From which table mountain does Angel Falls drop?", "From Roraima-tepui, inside Canaima National Park [1]."),
    (2, "bad", "added_place", "Who was Jimmie Angel?",
     "Jimmie Angel was an American aviator from Texas who first saw the falls on 16 November 1933 [1]. The falls are named after him [1]."),
    (2, "bad", "changed_number_word", "How far does Angel Falls drop in total?", "Nine hundred and seventy metres [1]."),

    # 3 Uluru
    (3, "good", "short_answer", "What is Uluru's other name?", "Ayers Rock"),
    (3, "good", "paraphrase", "How big is Uluru?",
     "The rock stands 348 metres above the plain around it and reaches 863 metres above sea level [1]. It is 3.6 km in length and 2.4 km across, with a 9.4 km circumference at its base [1]."),
    (3, "good", "name_form", "Who was the first European to climb Uluru?", "W. Gosse"),
    (3, "good", "date_format", "When was Uluru handed back to the Anangu?", "1985-10-26 [1]"),
    (3, "good", "ordinal", "Which anniversary of the handback fell on the day the climb closed?", "The thirty-fourth [1]."),
    (3, "good", "number_word", "How many deaths caused by the climb have been recorded?", "Thirty-seven, in records kept since the 1950s [1]."),
    (3, "good", "yes_no", "Can visitors still climb Uluru?", "No, the climb closed for good on 26 October 2019 [1]."),
    (3, "good", "hedge", "How far is Uluru from Alice Springs by road?", "About 450 kilometres [1]."),
    (3, "good", "alternative", "Is Uluru made of granite or of sandstone?", "Sandstone"),
    (3, "good", "equivalent_name", "In which Australian territory is Uluru?", "The NT [1]."),
    (3, "bad", "changed_number", "How high does Uluru rise above the plain?", "384 metres"),
    (3, "bad", "swapped_name", "Who first climbed Uluru?",
     "In July 1873 the English explorer Ernest Giles became the first European to climb Uluru [1]."),
    (3, "bad", "changed_ordinal", "Which anniversary of the handback fell on the day the Uluru climb closed?", "The 35th [1]."),
    (3, "bad", "negation_flip", "Is Uluru sacred to the Anangu?", "No, Uluru has no sacred meaning for the Anangu [1]."),
    (3, "bad", "wrong_kind", "When was a chain fixed to the Uluru climb?", "On the steepest part of the climb [1]."),

    # 4 Michelin
    (4, "good", "short_answer", "In which French city was Michelin founded?", "Clermont-Ferrand"),
    (4, "good", "date_format", "When was Michelin & Cie founded?", "28/05/1889 [1]"),
    (4, "good", "name_form", "Which brother patented the detachable bicycle tyre?", "Edouard Michelin [1]"),
    (4, "good", "paraphrase", "Why was Michelin's 1891 tyre an improvement?",
     "Édouard's detachable pneumatic bicycle tyre could be fixed in roughly a quarter of an hour [1]. Mending a glued tyre, by contrast, took hours plus a night for the glue to dry [1]."),
    (4, "good", "yes_no", "Did the Michelin brothers win the 1895 Paris–Bordeaux–Paris race?", "No, they did not win, although their Éclair did finish [1]."),
    (4, "good", "number_word", "For how many years did Édouard Michelin run the company?", "51 years [1]."),
    (4, "good", "alternative", "Was Bibendum drawn by O'Galop or by André Michelin?", "By O'Galop, the pen name of the illustrator Marius Rossillon [1]."),
    (4, "good", "hedge", "How long did André Michelin live?", "He lived into his late seventies [1]."),
    (4, "good", "short_answer", "What is the name of Michelin's mascot?", "Bibendum"),
    (4, "good", "paraphrase", "What was the first Michelin Guide for?",
     "André brought out the Michelin Guide in 1900 as a handbook for early motorists [1]. It listed places such as garages, mechanics and hotels [1]."),
    (4, "good", "equivalent_name", "What country is Michelin from?", "It is a French company, founded in Clermont-Ferrand [1]."),
    (4, "bad", "changed_number", "When did Bibendum first appear?", "In 1889, in posters by O'Galop [1]."),
    (4, "bad", "swapped_name", "Who launched the Michelin Guide?", "Édouard Michelin, in 1900 [1]."),
    (4, "bad", "added_place", "What did the first Michelin Guide list?",
     "The first Michelin Guide, from 1900, listed garages, mechanics, hotels and restaurants for the first motorists [1]."),
    (4, "bad", "wrong_short_answer", "What was the name of the Michelin brothers' car in the 1895 race?", "The Bibendum [1]"),
    (4, "bad", "negation_flip", "Was the Éclair the only car in the 1895 race on pneumatic tyres?", "No, several cars in that race ran on pneumatic tyres [1]."),

    # 5 Mary Anning
    (5, "good", "short_answer", "Which town was Mary Anning from?", "Lyme Regis, Dorset"),
    (5, "good", "number_word", "How old was Mary Anning when she found the ichthyosaur skeleton?", "12 [1]"),
    (5, "good", "paraphrase", "Why did Anning hunt for fossils mainly in winter?",
     "In winter, landslides in the cliffs uncovered new fossils [1]. These had to be gathered fast, before the sea washed them away [1]."),
    (5, "good", "date_format", "When did Mary Anning die?", "March 9th, 1847 [1]."),
    (5, "good", "ordinal", "Which pterosaur skeleton did Anning find?", "The 1st pterosaur skeleton discovered outside Germany [1]."),
    (5, "good", "yes_no", "Could Mary Anning join the Geological Society of London?", "No; as a woman she was not allowed to join [1]."),
    (5, "good", "name_form", "What was the name of Mary Anning's brother?", "Joseph Anning [1]"),
    (5, "good", "alternative", "Was Anning's father a fisherman or a cabinet-maker?", "A cabinet-maker, who also sold fossils to visitors [1]."),
    (5, "good", "hedge", "How old was Anning when she died?", "She died in her late forties [1]."),
    (5, "good", "paraphrase", "What were Anning's most important finds?",
     "She found the first ichthyosaur skeleton to be correctly identified, when she was only twelve [1]. She also found the first two nearly complete plesiosaur skeletons [1]."),
    (5, "good", "equivalent_name", "What nationality was Mary Anning?", "She was from England [1]."),
    (5, "bad", "changed_number", "When was Mary Anning born?", "21 May 1797"),
    (5, "bad", "changed_number_word", "What plesiosaur finds did Anning make?", "Anning found the first three nearly complete plesiosaur skeletons [1]."),
    (5, "bad", "swapped_name", "Where is Mary Anning buried?", "At St Mary's Church in Lyme Regis [1]."),
    (5, "bad", "wrong_kind", "What did Mary Anning die of?", "At the age of 47 [1]."),
    (5, "bad", "added_place", "Who helped Anning build up the fossil business?", "Her mother, her elder brother Joseph and her younger sister [1]."),

    # 6 First human heart transplant
    (6, "good", "short_answer", "Who led the team that performed the first human heart transplant?", "Christiaan Barnard"),
    (6, "good", "date_format", "On what date was the first human heart transplant performed?", "Dec. 3, 1967"),
    (6, "good", "paraphrase", "What happened to Louis Washkansky after his transplant?",
     "He woke up after the operation, but the anti-rejection drugs left him less able to fight infection [1]. He died of double pneumonia eighteen days later, while his new heart was still working normally [1]."),
    (6, "good", "number_word", "On how many dogs had Barnard practised the technique?", "Forty-eight [1]."),
    (6, "good", "equivalent_name", "In which country was the first human heart transplant performed?", "In SA, at Groote Schuur Hospital in Cape Town [1]."),
    (6, "good", "hedge", "How long did the operation take?", "Roughly five hours [1]."),
    (6, "good", "yes_no", "Did Washkansky's new heart fail before he died?", "No, the heart worked normally to the end; he died of double pneumonia [1]."),
    (6, "good", "alternative", "Was the donor a man or a woman?", "A woman, 25-year-old Denise Darvall [1]."),
    (6, "good", "name_form", "Who was the heart donor?", "D. Darvall, who was fatally injured in a road accident [1]"),
    (6, "good", "paraphrase", "Who was Louis Washkansky?",
     "Washkansky was a grocer, aged 53, who was dying of heart disease [1]. He received the heart of Denise Darvall, whose father agreed to the donation after she was fatally hurt in a road accident [1]."),
    (6, "good", "date_format", "When did Christiaan Barnard die?", "On 2/9/2001, in Cyprus [1]."),
    (6, "bad", "changed_number", "How long did Washkansky survive after the operation?", "28 days"),
    (6, "bad", "changed_number", "Who was the heart donor?",
     "The donor was Denise Darvall, a 23-year-old woman fatally injured in a road accident [1]."),
    (6, "bad", "wrong_short_answer", "Where was the first human heart transplant performed?", "At Tygerberg Hospital in Cape Town"),
    (6, "bad", "added_place", "How was Washkansky's new heart started?", "With an electric shock, followed by an injection of adrenaline [1]."),
    (6, "bad", "wrong_kind", "When did Christiaan Barnard die?", "In Cyprus, after a severe asthma attack [1]."),

    # 7 Don Bradman
    (7, "good", "short_answer", "What was Don Bradman's Test batting average?", "99.94"),
    (7, "good", "ordinal", "Which Test of the 1948 Ashes series was Bradman's last?", "The 5th Test, at The Oval [1]."),
    (7, "good", "number_word", "How many runs did Bradman need in his last innings to average exactly 100?", "4 runs [1]."),
    (7, "good", "paraphrase", "How was Bradman out in his last Test innings?",
     "Eric Hollies, a leg-spinner, bowled him with a googly off just the second ball he faced, so he made no runs [1]. He had received three cheers from the England team as he walked out [1]."),
    (7, "good", "name_form", "Who bowled Bradman for a duck in his final Test innings?", "Hollies"),
    (7, "good", "date_format", "When did Bradman play his last Test innings?", "August 14th, 1948 [1]."),
    (7, "good", "yes_no", "Did Bradman finish his Test career with an average of 100?",
     "No, he finished at 99.94; four more runs in his last innings would have given him exactly 100 [1]."),
    (7, "good", "alternative", "Was Bradman born in Bowral or in Cootamundra?", "In Cootamundra, though he grew up in Bowral [1]."),
    (7, "good", "hedge", "How many Test runs did Bradman score?", "Just under 7,000 [1]."),
    (7, "good", "equivalent_name", "In which Australian state was Bradman born?", "NSW [1]"),
    (7, "good", "paraphrase", "How did the 1948 Oval Test end?",
     "Australia dismissed England for 52 and won by an innings and 149 runs [1]. The victory gave them the series 4–0 [1]."),
    (7, "bad", "changed_number", "How many Test centuries did Bradman score?",
     "Bradman scored 6,996 runs in 52 Tests, including 19 centuries [1]."),
    (7, "bad", "changed_number_word", "At what age did Bradman score his first century?", "At thirteen [1]."),
    (7, "bad", "negation_flip", "Does Bradman still hold the record for Test double centuries?",
     "No, his record of 12 Test double centuries has since been broken [1]."),
    (7, "bad", "wrong_alternative", "Was Bradman dismissed by a fast bowler or by a leg-spinner in his final innings?", "By a fast bowler [1]."),
    (7, "bad", "swapped_name", "Where was Bradman's final Test played?", "At Lord's in London [1]."),

    # 8 The first Wimbledon Championship
    (8, "good", "short_answer", "Who won the first Wimbledon Championship?", "Spencer Gore"),
    (8, "good", "number_word", "How many players entered the 1877 Gentlemen's Singles?", "Twenty-two [1]."),
    (8, "good", "paraphrase", "Why did the club organise the 1877 tournament?",
     "The All England Croquet and Lawn Tennis Club staged the tournament to raise the money to repair its pony roller [1]."),
    (8, "good", "date_format", "When was the 1877 final played?", "19/7/1877 [1]"),
    (8, "good", "hedge", "How many people watched the first Wimbledon final?", "Around 200 [1]."),
    (8, "good", "yes_no", "Was there a women's event at the 1877 Championship?", "No, the Gentlemen's Singles was the only event [1]."),
    (8, "good", "alternative", "Was Spencer Gore a rackets player or a real tennis player?",
     "A rackets player; his opponent in the final, William Marshall, played real tennis [1]."),
    (8, "good", "name_form", "Whom did Gore beat in the 1877 final?", "Marshall [1]"),
    (8, "good", "paraphrase", "What did the first champion receive?",
     "Gore won 12 guineas in prize money [1]. He also received a silver challenge cup valued at 25 guineas, donated by the magazine The Field [1]."),
    (8, "good", "ordinal", "Why is the 1877 Wimbledon Championship historic?", "It was the world's 1st official lawn tennis tournament [1]."),
    (8, "good", "number_word", "How long did the first Wimbledon final last?", "Forty-eight minutes [1]."),
    (8, "bad", "changed_ordinal", "Why is the 1877 Wimbledon Championship historic?", "It was the world's second official lawn tennis tournament [1]."),
    (8, "bad", "changed_number_word", "How was the 1877 final affected by the weather?",
     "The final was held up for four days by rain and was finally played on 19 July [1]."),
    (8, "bad", "swapped_name", "Where was the 1877 Championship held?", "At the All England Club on Church Road in Wimbledon [1]."),
    (8, "bad", "changed_number", "How old was Spencer Gore when he won the first Wimbledon?", "28 [1]"),
    (8, "bad", "wrong_alternative", "Was the club founded in 1868 or in 1875?", "In 1875 [1]."),

    # 9 Hindenburg disaster
    (9, "good", "short_answer", "Where did the Hindenburg catch fire?", "Naval Air Station Lakehurst, New Jersey"),
    (9, "good", "date_format", "When did the Hindenburg disaster happen?", "May 6, 1937 [1]"),
    (9, "good", "paraphrase", "How many people died in the Hindenburg disaster?",
     "Thirty-five of the 97 people aboard were killed, 13 of them passengers and 22 crew [1]. One member of the ground crew also died, so 36 people lost their lives in all [1]."),
    (9, "good", "equivalent_name", "Where was the Hindenburg trying to land?", "At NAS Lakehurst, NJ [1]."),
    (9, "good", "number_word", "How many crew were on board the Hindenburg?", "Sixty-one [1]."),
    (9, "good", "yes_no", "Is the cause of the Hindenburg fire known for certain?", "No, the cause has never been settled beyond doubt [1]."),
    (9, "good", "alternative", "Did the Hindenburg catch fire in the morning or in the evening?", "In the evening, at 7:25 [1]."),
    (9, "good", "name_form", "Which radio reporter described the disaster as it happened?", "H. Morrison of WLS [1]"),
    (9, "good", "date_format", "When was the Hindenburg launched?", "On 4 Mar. 1936 [1]."),
    (9, "good", "paraphrase", "What effect did the Hindenburg disaster have?",
     "It destroyed the public's trust in huge rigid airships carrying passengers [1]. It is seen as the end of the airship era [1]."),
    (9, "good", "hedge", "At what time did the Hindenburg catch fire?", "Shortly before half past seven in the evening [1]."),
    (9, "bad", "changed_number", "How many people were on board the Hindenburg?", "There were 79 people on board the Hindenburg [1]."),
    (9, "bad", "wrong_short_answer", "Who was the Hindenburg named after?", "After Count Ferdinand von Zeppelin [1]."),
    (9, "bad", "changed_number", "How many passengers died in the fire?", "Of the 36 passengers on board, 15 died [1]."),
    (9, "bad", "added_place", "Who described the disaster on the spot?",
     "Herbert Morrison of WLS in Chicago, together with his sound engineer Charlie Nehlsen [1]."),
    (9, "bad", "wrong_kind", "How many people on the ground were killed?", "At Lakehurst [1]."),

    # 10 Boston Tea Party
    (10, "good", "short_answer", "How many chests of tea were dumped in the Boston Tea Party?", "342"),
    (10, "good", "date_format", "When did the Boston Tea Party take place?", "12/16/1773 [1]"),
    (10, "good", "paraphrase", "What happened at Griffin's Wharf?",
     "Members of the Sons of Liberty, some lightly disguised as Mohawks, went aboard the Dartmouth, the Eleanor and the Beaver [1]. In under three hours they smashed open 342 chests of East India Company tea and tipped it into the harbour [1]."),
    (10, "good", "yes_no", "Was anything besides the tea damaged?", "No, apart from a single padlock, which was later replaced anonymously [1]."),
    (10, "good", "alternative", "Was the Tea Act passed by Parliament or by the Massachusetts assembly?", "By Parliament, earlier in 1773 [1]."),
    (10, "good", "name_form", "Which governor refused to let the tea ships leave?", "Gov. Hutchinson [1]"),
    (10, "good", "number_word", "How many ships did the protesters board?", "three"),
    (10, "good", "short_answer", "Which tea ship ran aground at Provincetown?", "The William [1]"),
    (10, "good", "paraphrase", "How did Britain respond to the Boston Tea Party?", "Britain's response was to shut the port of Boston [1]."),
    (10, "good", "equivalent_name", "Whose tea was destroyed?", "The East India Co.'s [1]."),
    (10, "bad", "changed_number", "How many chests of tea were destroyed?", "About 324 chests [1]."),
    (10, "bad", "swapped_name", "Which three ships were boarded?", "The Dartmouth, the Eleanor and the William [1]."),
    (10, "bad", "wrong_alternative", "Did the mass meeting take place at Faneuil Hall or at the Old South Meeting House?", "At Faneuil Hall [1]."),
    (10, "bad", "added_place", "Who took part in the Boston Tea Party?",
     "Members of the Sons of Liberty, led by Paul Revere and some thinly disguised as Mohawk Indians, boarded the ships [1]."),
    (10, "bad", "negation_flip", "Did the fourth tea ship reach Boston with the others?", "Yes, the William arrived in Boston along with the other three ships [1]."),

    # 11 The Wizard of Oz
    (11, "good", "short_answer", "Who played Dorothy Gale in The Wizard of Oz?", "Judy Garland"),
    (11, "good", "date_format", "When was The Wizard of Oz released?", "1939-08-25 [1]"),
    (11, "good", "paraphrase", "Was The Wizard of Oz a financial success at first?",
     "Not at first: it cost about $2.8 million, making it MGM's priciest film to that date, but its first release brought in only about $3 million [1]. It turned a profit only after its 1949 re-release [1]."),
    (11, "good", "number_word", "How many Academy Award nominations did the film receive?", "6 nominations, including Best Picture [1]."),
    (11, "good", "equivalent_name", "Which studio produced The Wizard of Oz?", "MGM"),
    (11, "good", "alternative", "Did The Wizard of Oz win Best Picture or Best Original Song?", "Best Original Song, for 'Over the Rainbow' [1]."),
    (11, "good", "yes_no", "Did Victor Fleming direct the whole film?", "No, he directed most of it but left to take over Gone with the Wind [1]."),
    (11, "good", "name_form", "Who won the Oscar for the film's original score?", "Stothart [1]"),
    (11, "good", "hedge", "How long is The Wizard of Oz?", "About an hour and forty minutes; 101 minutes [1]."),
    (11, "good", "paraphrase", "How did the film reach a new audience?", "Its first showing on television, on CBS in 1956, introduced the film to new viewers [1]."),
    (11, "bad", "changed_number", "What was the budget of The Wizard of Oz?", "About $3.8 million [1]."),
    (11, "bad", "wrong_short_answer", "Which film won Best Picture over The Wizard of Oz?", "Mr. Smith Goes to Washington"),
    (11, "bad", "changed_number_word", "How many Oscars did The Wizard of Oz win?",
     "The Wizard of Oz won three Academy Awards, including Best Original Song for 'Over the Rainbow' [1]."),
    (11, "bad", "changed_number", "When did The Wizard of Oz first turn a profit?", "After its 1955 re-release [1]."),
    (11, "bad", "wrong_short_answer", "Which network first broadcast The Wizard of Oz on television?", "NBC"),

    # 12 Live Aid
    (12, "good", "short_answer", "Which two stadiums hosted Live Aid?", "Wembley Stadium and JFK Stadium"),
    (12, "good", "date_format", "When was Live Aid held?", "13 Jul 1985 [1]"),
    (12, "good", "paraphrase", "Who organised Live Aid, and why?",
     "Bob Geldof of the Boomtown Rats and Midge Ure of Ultravox organised it [1]. The aim was to raise money for famine relief in Ethiopia [1]."),
    (12, "good", "hedge", "How many people watched Live Aid?", "Perhaps 1.9 billion, according to estimates [1]."),
    (12, "good", "alternative", "Did Phil Collins perform in London, in Philadelphia, or at both?",
     "At both: he played Wembley, then flew on Concorde to play in Philadelphia too [1]."),
    (12, "good", "number_word", "In how many countries was Live Aid watched?", "A hundred and fifty [1]."),
    (12, "good", "name_form", "Who told the Philadelphia crowd 'This is your Woodstock'?", "Baez [1]"),
    (12, "good", "equivalent_name", "Which city hosted the American half of Live Aid?", "Philly [1]"),
    (12, "good", "yes_no", "Did more people attend in Philadelphia than at Wembley?",
     "Yes, about 100,000 in Philadelphia against about 72,000 at Wembley [1]."),
    (12, "good", "short_answer", "Which Band Aid single came before Live Aid?", "'Do They Know It's Christmas?' [1]"),
    (12, "bad", "changed_number", "How much did Live Aid raise?", "More than $152 million [1]."),
    (12, "bad", "swapped_name", "Whom did Phil Collins join on stage in Philadelphia?", "The surviving members of The Who [1]."),
    (12, "bad", "changed_number", "How many people attended at Wembley?",
     "About 82,000 people attended the Wembley show, which Prince Charles and Princess Diana opened at noon [1]."),
    (12, "bad", "wrong_alternative", "Was Live Aid held on a Saturday or on a Sunday?", "On a Sunday [1]."),
    (12, "bad", "added_place", "Where was Live Aid held?",
     "At Wembley Stadium in London, JFK Stadium in Philadelphia and the Sydney Entertainment Centre [1]."),

    # 13 The Rite of Spring
    (13, "good", "short_answer", "Who composed The Rite of Spring?", "Igor Stravinsky"),
    (13, "good", "date_format", "When was The Rite of Spring first performed?", "May 29th, 1913 [1]"),
    (13, "good", "paraphrase", "What happened at the premiere of The Rite of Spring?",
     "The first night turned into one of ballet's great scandals, with jeering and laughter loud enough to drown out the orchestra [1]. Nijinsky had to stand on a chair in the wings and call out the counts to the dancers [1]."),
    (13, "good", "name_form", "Who designed the sets and costumes?", "N. Roerich [1]"),
    (13, "good", "yes_no", "Did the police have to be called to the premiere?", "Apparently not; reports that they were called have since been discredited [1]."),
    (13, "good", "number_word", "How many times was Nijinsky's version performed in London?", "Four"),
    (13, "good", "alternative", "Was the premiere at the Paris Opéra or at the Théâtre des Champs-Élysées?", "At the Theatre des Champs-Elysees [1]."),
    (13, "good", "equivalent_name", "Which company first staged the ballet?", "Diaghilev's Russian Ballet [1]."),
    (13, "good", "paraphrase", "What is The Rite of Spring about?",
     "It portrays a pagan rite in which a young girl is sacrificed to spring by dancing until she dies [1]."),
    (13, "good", "number_word", "How many more performances did Nijinsky's version get after the premiere?",
     "Nine more: five in Paris and four in London [1]."),
    (13, "bad", "changed_number", "When did the Joffrey Ballet revive Nijinsky's Rite of Spring?", "In 1978"),
    (13, "bad", "wrong_short_answer", "Who choreographed the original Rite of Spring?", "Michel Fokine"),
    (13, "bad", "changed_number_word", "How often was Nijinsky's version given after the premiere?",
     "It was performed only five more times in Paris and six times in London before it vanished from the stage [1]."),
    (13, "bad", "wrong_kind", "Who designed the costumes for The Rite of Spring?", "In 1913, for the Paris premiere [1]."),
    (13, "bad", "negation_flip", "How did the audience receive the premiere?",
     "The premiere passed quietly, and the orchestra could be heard clearly throughout [1]."),

    # 14 The Great Gatsby
    (14, "good", "short_answer", "Who published The Great Gatsby?", "Charles Scribner's Sons"),
    (14, "good", "date_format", "When was The Great Gatsby published?", "On April 10, 1925 [1]."),
    (14, "good", "ordinal", "Which of Fitzgerald's novels was The Great Gatsby?", "His 3rd novel [1]."),
    (14, "good", "paraphrase", "How well did The Great Gatsby sell at first?",
     "Sales were disappointing: under 20,000 copies in the first year, although Fitzgerald had predicted about 80,000 [1]. That was far less than his debut novel, This Side of Paradise, had sold [1]."),
    (14, "good", "name_form", "Who edited The Great Gatsby?", "Perkins [1]"),
    (14, "good", "alternative", "Who narrates the novel, Jay Gatsby or Nick Carraway?", "Nick Carraway [1]"),
    (14, "good", "yes_no", "Did Francis Cugat design many book covers?", "No, the Gatsby cover was the only book cover he ever designed [1]."),
    (14, "good", "hedge", "How many copies did Fitzgerald expect The Great Gatsby to sell?", "Around 80,000 [1]."),
    (14, "good", "paraphrase", "How did The Great Gatsby's reputation recover?",
     "Its revival started in the Second World War, when American soldiers serving abroad were given free copies [1]."),
    (14, "good", "equivalent_name", "In which city was The Great Gatsby first published?", "NYC [1]"),
    (14, "good", "number_word", "How many copies did The Great Gatsby sell in its first year?", "Fewer than twenty thousand [1]."),
    (14, "bad", "changed_number", "When did F. Scott Fitzgerald die?", "In December 1941 [1]."),
    (14, "bad", "swapped_name", "Who painted the cover of The Great Gatsby?", "The illustrator John Held Jr. [1]"),
    (14, "bad", "changed_ordinal", "Which of Fitzgerald's novels was The Great Gatsby?", "His second novel [1]."),
    (14, "bad", "added_place", "Where is The Great Gatsby set?", "The Great Gatsby is set on Long Island and in Chicago in the summer of 1922 [1]."),
    (14, "bad", "wrong_short_answer", "What was Fitzgerald's first novel?", "The Beautiful and Damned"),

    # 15 Alice's Adventures in Wonderland
    (15, "good", "short_answer", "What pen name did Charles Dodgson use?", "Lewis Carroll"),
    (15, "good", "date_format", "On what day did Dodgson first tell the story of Alice?", "1862-07-04 [1]"),
    (15, "good", "paraphrase", "Who was on the 1862 boat trip?",
     "Dodgson went rowing on the Thames with his friend Robinson Duckworth and the dean's three daughters, Lorina, Alice and Edith Liddell [1]."),
    (15, "good", "number_word", "How many of Henry Liddell's daughters went on the trip?", "Three"),
    (15, "good", "hedge", "Roughly when did the sequel appear?", "Early in the 1870s [1]."),
    (15, "good", "name_form", "Who illustrated the published book?", "Tenniel"),
    (15, "good", "alternative", "Was the book first published by Macmillan or by Oxford University Press?", "By Macmillan, in London [1]."),
    (15, "good", "yes_no", "Was the first 1865 printing sold to the public?",
     "No, it was withdrawn because Tenniel was unhappy with the printing of his pictures [1]."),
    (15, "good", "paraphrase", "What did Dodgson give Alice Liddell in 1864?",
     "On 26 November 1864 he presented her with a handwritten manuscript, with illustrations, titled Alice's Adventures Under Ground [1]."),
    (15, "good", "equivalent_name", "What was Dodgson's job?", "He lectured in maths at Christ Church, Oxford [1]."),
    (15, "bad", "changed_number", "When was the sequel published?", "In 1871"),
    (15, "bad", "swapped_name", "Which friend went with Dodgson on the boat trip?", "The Reverend Henry Liddell [1]."),
    (15, "bad", "added_place", "Which episodes did Dodgson add when he expanded the tale?",
     "He added episodes such as the Cheshire Cat, the Mad Tea-Party and the Mock Turtle [1]."),
    (15, "bad", "changed_number_word", "How old was Alice when she asked Dodgson to write the story down?",
     "Alice, who was then twelve, asked him to write the story down [1]."),
    (15, "bad", "wrong_alternative", "Did the boat trip run from Folly Bridge to Godstow or from Godstow to Folly Bridge?", "From Godstow to Folly Bridge [1]."),

    # 16 The first transistor
    (16, "good", "short_answer", "Which semiconductor was used in the first transistor?", "Germanium"),
    (16, "good", "date_format", "When was the transistor first demonstrated?", "Dec. 23, 1947 [1]"),
    (16, "good", "paraphrase", "How was the first transistor built?",
     "It was a point-contact device in which two gold contacts pressed lightly on a germanium crystal [1]. It was able to amplify electrical signals [1]."),
    (16, "good", "name_form", "Who led the group in which the transistor was built?", "W. Shockley [1]"),
    (16, "good", "equivalent_name", "Where was the first transistor built?", "At Bell Labs in Murray Hill, NJ [1]."),
    (16, "good", "number_word", "How many men shared the Nobel Prize for the transistor?", "Three"),
    (16, "good", "yes_no", "Was the transistor meant to replace vacuum tubes?", "Yes, because vacuum tubes were bulky, unreliable and power-hungry [1]."),
    (16, "good", "alternative", "Were the contacts of the first transistor made of gold or of copper?", "Gold"),
    (16, "good", "hedge", "How long before the first transistor did Shockley foresee a semiconductor amplifier?", "About eight years earlier, at the end of 1939 [1]."),
    (16, "good", "date_format", "When did Shockley note that a semiconductor amplifier was possible?", "29 Dec. 1939 [1]"),
    (16, "bad", "changed_number", "When did Bardeen, Brattain and Shockley win the Nobel Prize?", "In 1965 [1]."),
    (16, "bad", "swapped_name", "Who built the first transistor?", "John Bardeen and Robert Noyce, working in William Shockley's group [1]."),
    (16, "bad", "wrong_alternative", "Was the first transistor a point-contact device or a junction device?", "A junction device [1]."),
    (16, "bad", "added_place", "Where was the first transistor built?",
     "It was built at Bell Telephone Laboratories in Murray Hill, New Jersey, and at AT&T's laboratory in Holmdel [1]."),
    (16, "bad", "negation_flip", "Could the first transistor amplify signals?", "No, it could only switch signals, not amplify them [1]."),

    # 17 The first handheld mobile phone call
    (17, "good", "short_answer", "Who made the first public call from a handheld cellular phone?", "Martin Cooper"),
    (17, "good", "date_format", "When was the first handheld cellphone call made?", "April 3rd, 1973 [1]."),
    (17, "good", "paraphrase", "Whom did Martin Cooper call?",
     "He phoned Joel Engel of Bell Labs, his main competitor, to say he was on 'a real handheld portable cell phone' [1]. Engel later said he had no memory of the call [1]."),
    (17, "good", "hedge", "How heavy was the prototype phone?", "Roughly two and a half pounds [1]."),
    (17, "good", "number_word", "How long did the prototype's battery last?", "About twenty minutes of talk time [1]."),
    (17, "good", "equivalent_name", "Where was Cooper standing when he made the call?", "On 6th Avenue in NYC, near the New York Hilton [1]."),
    (17, "good", "alternative", "Did Cooper work for Motorola or for Bell Labs?", "Motorola [1]"),
    (17, "good", "yes_no", "Could the public buy the DynaTAC in 1973?", "No, the commercial DynaTAC 8000X only went on sale in 1983 [1]."),
    (17, "good", "paraphrase", "Why did Cooper say the short battery life did not matter?",
     "He joked that it made no difference, since no one could hold the phone up that long anyway [1]."),
    (17, "good", "name_form", "Who was Cooper's rival at Bell Labs?", "Engel"),
    (17, "bad", "changed_number", "What did the DynaTAC 8000X cost when it went on sale?", "$3,595"),
    (17, "bad", "swapped_name", "What was the prototype Cooper used?", "An early model of Motorola's StarTAC [1]."),
    (17, "bad", "changed_number", "When did the commercial phone go on sale?",
     "The commercial version, the DynaTAC 8000X, went on sale in 1984 at a price of $3,995 [1]."),
    (17, "bad", "wrong_kind", "How long was the prototype phone?", "About 2.5 pounds [1]."),
    (17, "bad", "added_place", "Where did Cooper make the call?",
     "He made it while standing on Sixth Avenue near the New York Hilton, on his way to a press conference [1]."),

    # 18 Rubik's Cube
    (18, "good", "short_answer", "What was the Rubik's Cube first sold as?", "The Magic Cube"),
    (18, "good", "date_format", "When was Ernő Rubik born?", "July 13, 1944 [1]"),
    (18, "good", "name_form", "Who invented the Rubik's Cube?", "Erno Rubik [1]"),
    (18, "good", "paraphrase", "Why did Rubik make the cube?",
     "He wanted to solve a structural problem: how to let the pieces move on their own without the mechanism falling apart [1]. He then needed around a month to restore his scrambled prototype [1]."),
    (18, "good", "number_word", "How long did it take Rubik to restore his scrambled prototype?", "Roughly four weeks [1]."),
    (18, "good", "alternative", "Did the Ideal Toy Company bring the cube to the United States in 1977 or in 1980?", "In 1980 [1]."),
    (18, "good", "equivalent_name", "Which country did the cube come from?", "Hungary [1]."),
    (18, "good", "yes_no", "Have more than 500 million cubes been sold?", "Yes, more than 500 million have been sold [1]."),
    (18, "good", "paraphrase", "What was Rubik's job when he invented the cube?",
     "He taught interior design at Budapest's Academy of Applied Arts and Crafts, where he made the first prototype in 1974 [1]."),
    (18, "bad", "changed_number", "When did Rubik make his first prototype?", "In 1975 [1]."),
    (18, "bad", "wrong_short_answer", "At which trade fair was the cube shown before it went to the US?", "At the London Toy Fair [1]."),
    (18, "bad", "changed_number_word", "How many cubes have been sold?", "More than five billion cubes have been sold [1]."),
    (18, "bad", "wrong_alternative", "Did Rubik teach architecture or interior design?", "Architecture [1]."),
    (18, "bad", "added_place", "How did the cube reach the United States?",
     "After it was shown at the Nuremberg Toy Fair and the New York Toy Fair, the Ideal Toy Company brought it to the US in 1980 [1]."),

    # 19 Yuri Gagarin
    (19, "good", "short_answer", "Who was the first human in space?", "Yuri Gagarin"),
    (19, "good", "date_format", "When did Vostok 1 lift off?", "12 Apr. 1961 [1]"),
    (19, "good", "paraphrase", "How did Gagarin return to Earth?",
     "As planned, he bailed out of the capsule at around 7 km and landed on his own by parachute in the Saratov region [1]. A farmer and her daughter were the first to meet him [1]."),
    (19, "good", "number_word", "How many times did Gagarin orbit the Earth?", "Once"),
    (19, "good", "hedge", "How long did Gagarin's flight last?", "A little under two hours, 108 minutes [1]."),
    (19, "good", "equivalent_name", "Which country did Gagarin fly for?", "The USSR [1]."),
    (19, "good", "yes_no", "Did Gagarin land inside the capsule?", "No, he ejected and came down separately by parachute [1]."),
    (19, "good", "alternative", "Did Vostok 1 lift off from Baikonur or from Plesetsk?", "From Baikonur, in Kazakhstan [1]."),
    (19, "good", "paraphrase", "What did Gagarin say at lift-off?", "He shouted 'Poyekhali!', which means 'Let's go!' [1]."),
    (19, "good", "date_format", "When was Gagarin born?", "1934-03-09 [1]"),
    (19, "good", "short_answer", "How old was Gagarin when he died?", "34 [1]"),
    (19, "bad", "changed_number", "How long did Gagarin's flight last?", "118 minutes"),
    (19, "bad", "changed_number", "When did Vostok 1 lift off?", "Vostok 1 lifted off from the Baikonur Cosmodrome at 9:17 a.m. Moscow time [1]."),
    (19, "bad", "wrong_short_answer", "Where did Gagarin land?", "In the Volgograd region [1]."),
    (19, "bad", "wrong_kind", "How did Gagarin die?", "On 27 March 1968 [1]."),
    (19, "bad", "changed_number_word", "How old was Gagarin at the time of his flight?", "Twenty-nine [1]."),

    # 20 The coelacanth
    (20, "good", "short_answer", "Which trawler caught the first coelacanth?", "The Nerine"),
    (20, "good", "date_format", "When was the first coelacanth caught?", "On 22/12/1938 [1]."),
    (20, "good", "paraphrase", "How did Courtenay-Latimer find the fish?",
     "She had gone down to the docks to wish the trawler's crew a happy Christmas and spotted it beneath a heap of sharks and rays [1]. It was a pale mauve-blue fish roughly five feet long [1]."),
    (20, "good", "name_form", "Who identified the fish as a coelacanth?", "J. L. B. Smith [1]"),
    (20, "good", "hedge", "At what depth was the coelacanth caught?", "Around 73 metres [1]."),
    (20, "good", "alternative", "Was Smith a chemistry lecturer or a museum curator?", "A chemistry lecturer, at Rhodes University in Grahamstown [1]."),
    (20, "good", "yes_no", "Did Smith read Courtenay-Latimer's letter straight away?", "No; he was on holiday and only read it on 3 January 1939 [1]."),
    (20, "good", "short_answer", "What scientific name did Smith give the fish?", "Latimeria chalumnae"),
    (20, "good", "equivalent_name", "Where was the coelacanth caught?", "Off the South African coast, near East London [1]."),
    (20, "good", "number_word", "How long was the fish?", "About one and a half metres [1]."),
    (20, "good", "paraphrase", "Why was the coelacanth such a surprise?",
     "Coelacanths were believed to have become extinct along with the dinosaurs, some 65 million years earlier [1]."),
    (20, "bad", "changed_number", "When was a second coelacanth found?", "In 1958, in the Comoro Islands [1]."),
    (20, "bad", "swapped_name", "Who skippered the Nerine?", "Captain Pieter Goosen [1]."),
    (20, "bad", "added_place", "What did Courtenay-Latimer do after finding the fish?",
     "She sent a sketch and a description to J. L. B. Smith and had the fish mounted by a taxidermist [1]."),
    (20, "bad", "changed_number", "When did Smith read Courtenay-Latimer's letter?", "On 3 February 1939 [1]."),
    (20, "bad", "wrong_alternative", "Was the fish caught off the Chalumna River or off the Buffalo River?", "Off the Buffalo River [1]."),

    # 21 The Channel Tunnel
    (21, "good", "short_answer", "Which two places does the Channel Tunnel link?", "Folkestone and Coquelles"),
    (21, "good", "date_format", "When was the Channel Tunnel officially opened?", "May 6th, 1994 [1]"),
    (21, "good", "number_word", "How many tunnels make up the Channel Tunnel?", "Three"),
    (21, "good", "hedge", "How much of the Channel Tunnel runs under the sea?", "Roughly 38 kilometres [1]."),
    (21, "good", "name_form", "Which French president opened the tunnel with the Queen?", "Francois Mitterrand"),
    (21, "good", "alternative", "Did boring start on the British side or on the French side in December 1987?", "On the British side [1]."),
    (21, "good", "paraphrase", "Where did the two tunnelling teams meet?",
     "On 1 December 1990 workers from both countries met in the service tunnel [1]. The meeting point was 22.3 km from Britain's coast and 15.6 km from France's [1]."),
    (21, "good", "equivalent_name", "Where does the tunnel start on the British side?", "Folkestone, Kent, in the UK [1]."),
    (21, "bad", "changed_number", "How long is the Channel Tunnel?", "54.05 kilometres"),
    (21, "bad", "changed_number", "When did commercial services begin?", "Commercial services through the tunnel started on 14 November 1995 [1]."),
    (21, "bad", "swapped_name", "Who officially opened the Channel Tunnel?", "Queen Elizabeth II and President Jacques Chirac [1]."),
    (21, "bad", "wrong_kind", "How deep is the Channel Tunnel at its lowest point?", "Near Calais [1]."),
    (21, "bad", "changed_number_word", "How long before had Britain last been joined to the mainland?", "About eighteen thousand years [1]."),

    # 22 Florence Nightingale
    (22, "good", "short_answer", "Where was Florence Nightingale born?", "Florence, Italy"),
    (22, "good", "date_format", "When did Florence Nightingale die?", "Aug. 13, 1910 [1]"),
    (22, "good", "paraphrase", "What did Nightingale do in the Crimean War?",
     "In 1854 she travelled with 38 nurses to the military hospital at Scutari in Turkey [1]. Her rounds of the wards at night led to her nickname, 'the Lady with the Lamp' [1]."),
    (22, "good", "number_word", "How many nurses went with her to Scutari?", "Thirty-eight [1]."),
    (22, "good", "ordinal", "What first did Nightingale achieve in 1907?", "She was the 1st woman to be awarded the Order of Merit [1]."),
    (22, "good", "yes_no", "Did Florence Nightingale ever marry?", "No, she never married [1]."),
    (22, "good", "alternative", "Did her parents welcome or oppose her decision to become a nurse?", "They were horrified by it [1]."),
    (22, "good", "name_form", "At which hospital did she open her training school?", "St Thomas's, in London [1]"),
    (22, "good", "hedge", "How old was Nightingale when she died?", "About ninety [1]."),
    (22, "good", "paraphrase", "What was Nightingale's first post?",
     "Her first job, in 1853, was running the Institution for the Care of Sick Gentlewomen in London [1]."),
    (22, "good", "equivalent_name", "In which country was the hospital at Scutari?", "In Türkiye [1]."),
    (22, "bad", "changed_number", "How many nurses sailed with Nightingale to Scutari?", "48"),
    (22, "bad", "changed_number", "When did Nightingale open her training school?",
     "She opened the Nightingale Training School for Nurses at St Thomas' Hospital in 1866 [1]."),
    (22, "bad", "wrong_short_answer", "Where did Nightingale open her nursing school?", "At Guy's Hospital in London [1]."),
    (22, "bad", "negation_flip", "Was nursing a respectable career for a woman of her class at the time?",
     "Yes, nursing was then thought a respectable job for a woman of her class [1]."),
    (22, "bad", "wrong_short_answer", "What was Florence Nightingale's nickname?", "The Angel of the Crimea"),

    # 23 Robot vacuum manual
    (23, "good", "short_answer", "How long should the Tessel R5 charge before its first use?", "At least 16 hours [1]"),
    (23, "good", "paraphrase", "Where should I put the charging dock?",
     "Set it against a wall, leaving at least half a metre free on both sides and 1.5 metres clear in front [1]."),
    (23, "good", "number_word", "How long does a full battery last?", "Up to two hours of cleaning on hard floors [1]."),
    (23, "good", "yes_no", "Can I rinse the filter under the tap?", "No, the filter must never be rinsed in water [1]."),
    (23, "good", "alternative", "Does the charge light turn green or blue when the battery is full?", "Solid green [1]"),
    (23, "good", "number_word", "How often should the filter be replaced?", "Every two months"),
    (23, "good", "paraphrase", "How should I look after the cliff sensors?",
     "Wipe the cliff sensors on the underside with a dry cloth [1]. Dirty sensors can let the robot tumble down the stairs [1]."),
    (23, "good", "hedge", "How often should the side brush be replaced?", "Every few months, somewhere between 3 and 6 [1]."),
    (23, "good", "short_answer", "What is the capacity of the dustbin?", "0.6 litres"),
    (23, "good", "equivalent_name", "What is the deepest carpet pile the robot can clean?", "Up to 2 cm [1]."),
    (23, "good", "yes_no", "Can I use the robot on my patio?", "No, it is for indoor use only [1]."),
    (23, "bad", "changed_number", "How long should the robot charge before first use?", "At least 6 hours [1]."),
    (23, "bad", "changed_number", "How often should the filter be cleaned and replaced?", "Clean the filter once a week and replace it every 4 months [1]."),
    (23, "bad", "negation_flip", "Can I run the robot without the filter?", "Yes, the robot can run without the filter for short periods [1]."),
    (23, "bad", "wrong_alternative", "Should the dustbin be emptied after every run or once a week?", "Once a week [1]."),
    (23, "bad", "added_place", "What does the charge light do?",
     "It pulses amber while charging, turns solid green when full and flashes red when the battery is low [1]."),

    # 24 Docker Engine install guide
    (24, "good", "short_answer", "Which command checks that Docker Engine was installed correctly?", "sudo docker run hello-world"),
    (24, "good", "paraphrase", "How can I use the docker command without sudo?",
     "Add your user to the docker group by running sudo usermod -aG docker $USER [1]. Then log out and log back in, or run newgrp docker [1]."),
    (24, "good", "alternative", "Should Docker's GPG key be saved in /etc/apt/keyrings or in /usr/share/keyrings?", "In /etc/apt/keyrings, as docker.gpg [1]."),
    (24, "good", "yes_no", "Does the docker command need root privileges by default?", "Yes, by default it needs root privileges [1]."),
    (24, "good", "short_answer", "Which packages does the guide install from Docker's repository?", "docker-ce, docker-ce-cli and containerd.io [1]"),
    (24, "good", "number_word", "How many times does the guide run apt-get update?", "Twice [1]."),
    (24, "good", "paraphrase", "What does the hello-world test do?", "Running hello-world pulls a small test image, displays a message and then exits [1]."),
    (24, "good", "name_form", "Which file holds the Docker repository entry?", "docker.list, in /etc/apt/sources.list.d [1]"),
    (24, "good", "paraphrase", "How do I make Docker start when the machine boots?", "Enable the service with sudo systemctl enable docker [1]."),
    (24, "bad", "swapped_name", "Which old packages should be removed first?", "Old packages such as docker.io or podman [1]."),
    (24, "bad", "swapped_name", "How do I add my user to the right group?", "Run sudo usermod -aG sudo $USER, then log out and back in [1]."),
    (24, "bad", "negation_flip", "Does the docker command need root privileges by default?", "No, by default any user can run docker without root privileges [1]."),
    (24, "bad", "added_place", "What should be installed before adding Docker's key?", "ca-certificates, curl, gnupg and lsb-release [1]."),
    (24, "bad", "wrong_alternative", "Is the repository added in /etc/apt/sources.list.d/docker.list or directly in /etc/apt/sources.list?", "Directly in /etc/apt/sources.list [1]."),
    (24, "bad", "changed_number_word", "How many times should apt-get update be run?", "Three times [1]."),
    (24, "bad", "wrong_kind", "Where is Docker's GPG key saved?", "Before the repository is added [1]."),

    # 25 Gym membership terms
    (25, "good", "short_answer", "How much is the Northgate Fitness joining fee?", "£25"),
    (25, "good", "paraphrase", "How do I cancel after the minimum term?",
     "Once the 12-month minimum term is over, you can leave by giving at least one full calendar month's notice in writing [1]. Just cancelling the Direct Debit does not end the membership [1]."),
    (25, "good", "yes_no", "Can I transfer my membership to a friend?", "No, the membership cannot be transferred to anyone else [1]."),
    (25, "good", "number_word", "How long is the minimum term of the standard plan?", "One year [1]."),
    (25, "good", "hedge", "Do I still pay if I don't go to the gym?", "It seems so: fees are payable even if you do not use the club [1]."),
    (25, "good", "alternative", "Are the fees collected on the 1st or on the 15th of the month?", "On the 1st [1]."),
    (25, "good", "equivalent_name", "How are the monthly fees paid?", "By DD (Direct Debit) on the first of the month [1]."),
    (25, "good", "paraphrase", "Can I leave during the minimum term if I am injured?",
     "Yes, if a serious illness or injury will stop you using the club for six months or more, you can cancel during the minimum term [1]. You need to give a month's notice and provide a doctor's certificate [1]."),
    (25, "good", "number_word", "What does it cost to freeze a membership?", "Ten pounds a month [1]."),
    (25, "bad", "changed_number", "How much is the joining fee?", "£35, and it is not refundable [1]."),
    (25, "bad", "negation_flip", "Is the joining fee refundable?", "Yes, the joining fee is refunded if you cancel [1]."),
    (25, "bad", "changed_number", "For how long can I freeze my membership?", "Once a year you can freeze your membership for between 2 weeks and 3 months [1]."),
    (25, "bad", "wrong_alternative", "Is the induction required before using exercise equipment, or is it optional?", "It is optional [1]."),
    (25, "bad", "added_place", "What do I need to cancel early because of an injury?",
     "You must give one month's notice and provide a doctor's certificate and a letter from your employer [1]."),
    (25, "bad", "changed_number_word", "How much notice must I give after the minimum term?", "Two full calendar months, in writing [1]."),
    (25, "bad", "wrong_kind", "When are the monthly fees collected?", "By Direct Debit [1]."),

    # 26 Amoxicillin leaflet
    (26, "good", "short_answer", "Which group of medicines does amoxicillin belong to?", "Penicillins"),
    (26, "good", "paraphrase", "What is the usual adult dose of amoxicillin?",
     "Adults usually take 250 mg three times daily [1]. For more severe infections, a doctor may double this to 500 mg three times daily [1]."),
    (26, "good", "yes_no", "Does amoxicillin work against viral infections?", "No; it does not work against viral infections [1]."),
    (26, "good", "number_word", "What is the maximum daily dose?", "Six grams a day [1]."),
    (26, "good", "alternative", "Should the capsules be taken with food or on an empty stomach?", "Either way; they can be taken with or without food [1]."),
    (26, "good", "paraphrase", "What should I do if I get a rash and my face swells?", "Stop taking the capsules and see a doctor straight away [1]."),
    (26, "good", "equivalent_name", "How much amoxicillin does each capsule contain?", "0.5 g [1]"),
    (26, "good", "hedge", "How should the doses be spread out?", "Evenly through the day, so roughly every eight hours at the usual three times a day [1]."),
    (26, "good", "yes_no", "Can I stop taking the capsules once I feel better?", "No, you should finish the whole course even if you feel better [1]."),
    (26, "bad", "changed_number_word", "What is the usual adult dose?", "250 mg four times a day [1]."),
    (26, "bad", "changed_number", "What is the maximum daily dose of amoxicillin?", "8 g a day [1]."),
    (26, "bad", "added_place", "Which infections is amoxicillin used for?",
     "It treats bacterial infections of the ear, chest, urinary tract, skin, teeth and eyes [1]."),
    (26, "bad", "negation_flip", "Can I take amoxicillin if I once had an allergic reaction to a different antibiotic?",
     "Yes; only an allergy to amoxicillin or penicillin itself rules it out [1]."),
    (26, "bad", "wrong_alternative", "Is the most common side effect diarrhoea or headache?", "Headache"),
    (26, "bad", "wrong_short_answer", "Which group of medicines does amoxicillin belong to?", "The cephalosporins [1]."),
    (26, "bad", "changed_number", "How far can the doctor raise the dose?", "For more severe infections the doctor may raise it to 750 mg three times a day [1]."),

    # 27 Tenancy agreement
    (27, "good", "short_answer", "When is the rent due?", "On the first day of each month, in advance [1]"),
    (27, "good", "paraphrase", "What must the landlord do with my deposit?",
     "The landlord has to place it in a government-approved deposit protection scheme within 30 days of receiving it [1]."),
    (27, "good", "number_word", "What is the largest security deposit the landlord may take?", "5 weeks' rent [1]."),
    (27, "good", "yes_no", "Can the landlord turn up without notice to inspect the property?",
     "No; except in an emergency, the landlord must give at least 24 hours' written notice [1]."),
    (27, "good", "alternative", "Is the holding deposit capped at one week's rent or at five weeks' rent?", "At one week's rent [1]."),
    (27, "good", "hedge", "How long does the landlord have to protect the deposit?", "About a month: 30 days from receiving it [1]."),
    (27, "good", "equivalent_name", "What kind of tenancy is this?", "An AST [1]."),
    (27, "good", "number_word", "When can interest be charged on late rent?", "Once the rent is a fortnight or more overdue [1]."),
    (27, "good", "paraphrase", "How much interest can be charged on late rent?",
     "No more than 3% above the Bank of England base rate, and only on rent that is 14 or more days late [1]."),
    (27, "bad", "changed_number_word", "What is the maximum security deposit?", "Six weeks' rent [1]."),
    (27, "bad", "changed_number", "How long does the landlord have to protect the deposit?", "14 days [1]."),
    (27, "bad", "changed_number", "How much notice must the landlord give before a visit?",
     "The landlord must give at least 48 hours' written notice before visiting, except in an emergency [1]."),
    (27, "bad", "negation_flip", "Can the landlord keep any part of the deposit?", "No, the landlord must always return the deposit in full [1]."),
    (27, "bad", "added_place", "What can the landlord deduct from the deposit?",
     "The landlord may deduct agreed amounts for damage beyond normal wear and tear and for professional cleaning [1]."),
    (27, "bad", "wrong_alternative", "Is the rent paid in advance or in arrears?", "In arrears [1]."),
    (27, "bad", "swapped_name", "Where must the deposit be protected?", "In a scheme run by the local council [1]."),

    # Answers citing two passages
    (6, "good", "paraphrase", "Which South African city saw the first heart transplant, and whose curator found the first coelacanth?",
     "The first heart transplant was performed in Cape Town [1], while the first coelacanth was found by the curator of the East London Museum [2].", [20]),
    (9, "good", "hedge", "How many years separate the Hindenburg disaster and Gagarin's flight?",
     "Roughly 24 years: the Hindenburg burned on 6 May 1937 [1], and Gagarin flew on 12 April 1961 [2].", [19]),
    (13, "good", "alternative", "Which came first, the premiere of The Rite of Spring or the release of The Wizard of Oz?",
     "The Rite of Spring, first performed in 1913 [1], came 26 years before The Wizard of Oz was released in 1939 [2].", [11]),
    (5, "good", "paraphrase", "Which two women are credited with famous finds in these passages?",
     "Mary Anning found the first correctly identified ichthyosaur skeleton [1], and Marjorie Courtenay-Latimer found the first coelacanth among a trawler's catch [2].", [20]),
    (7, "bad", "changed_number", "When and where were Bradman's last Test innings and the first Wimbledon final played?",
     "Bradman's last Test innings was played at The Oval in London in August 1948 [1], and the first Wimbledon final was played on Worple Road on 19 June 1877 [2].", [8]),
    (16, "bad", "changed_number", "What links the first transistor and the first handheld mobile call?",
     "Both involve Bell Labs: the transistor was built there in December 1947 [1], and in 1974 Martin Cooper rang Bell Labs' Joel Engel from a handheld phone [2].", [17]),
    (15, "bad", "swapped_name", "Which publishers brought out Alice's Adventures in Wonderland and The Great Gatsby?",
     "Alice was published by Macmillan in London [1], and The Great Gatsby by Houghton Mifflin in New York [2].", [14]),
    (12, "bad", "changed_number", "When were Live Aid and the opening of the Channel Tunnel?",
     "Live Aid was held in July 1985 [1], and the Channel Tunnel was officially opened in May 1995 [2].", [21]),
    (3, "bad", "changed_number", "How do the heights of Uluru and Angel Falls compare?",
     "Uluru rises 348 metres above the plain [1], while Angel Falls drops 797 metres in total [2].", [2]),
    (22, "bad", "swapped_name", "Which hospitals are linked to Nightingale's school and Barnard's transplant?",
     "Nightingale opened her training school at St Thomas' Hospital in London [1], and Barnard performed the first heart transplant at Groote Schuur Hospital in Johannesburg [2].", [6]),
    (18, "bad", "changed_number", "When did the Rubik's Cube and the DynaTAC 8000X reach American buyers?",
     "The Ideal Toy Company brought the Rubik's Cube to the US in 1981 [1], and the DynaTAC 8000X went on sale in 1983 at $3,995 [2].", [17]),
    (1, "bad", "changed_number", "How many workers built Hoover Dam and the Channel Tunnel?",
     "More than 5,000 workers came to build Hoover Dam [1], and more than 31,000 built the Channel Tunnel [2].", [21]),
    (25, "bad", "changed_number", "What notice do the gym terms and the tenancy require?",
     "The gym needs at least one full calendar month's written notice to cancel after the minimum term [1], and the landlord must give at least 12 hours' written notice before a visit [2].", [27]),
    (0, "bad", "changed_ordinal", "What distinctions did Ramanujan and Nightingale achieve?",
     "Ramanujan was only the second Indian elected a Fellow of the Royal Society [1], and Nightingale was the second woman awarded the Order of Merit [2].", [22]),
    (12, "bad", "added_place", "Where were Live Aid and the Rite of Spring premiere held?",
     "Live Aid was held at Wembley Stadium in London and JFK Stadium in Philadelphia [1], and The Rite of Spring premiered at the Théâtre des Champs-Élysées and the Paris Opéra [2].", [13]),
    (20, "bad", "added_place", "Where were the first coelacanth and Anning's ichthyosaur found?",
     "The coelacanth was caught off the mouth of the Chalumna River near East London [1], and Anning found her ichthyosaur at Whitby in Yorkshire [2].", [5]),
]
