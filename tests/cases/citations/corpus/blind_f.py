"""Blind held-out citation cases, set F (see BLIND.md, "blind_f.py → blind_f.jsonl").

Written as data only, by a helper who did not read the rules' code nor run verity. Passages are our
own wording of public pages read through the project's search tool; each case is
(passage index, "good" or "bad", kind, question, answer, optional list of further cited passages).
Run `python3 make_blind_f.py` to write blind_f.jsonl.
"""

PASSAGES_F = [
    # 0 Nikola Tesla (biography pages: kingaziz, multimathcalculator, cille85, sco.wikipedia)
    "Nikola Tesla (10 July 1856 – 7 January 1943) was a Serbian-American inventor and electrical "
    "engineer, born in the village of Smiljan, now in Croatia but then part of the Austrian Empire. "
    "His father was a Serbian Orthodox priest. Tesla studied at the Austrian Polytechnic in Graz but "
    "never graduated, and he later worked at the Central Telegraph Office in Budapest. In 1884 he "
    "moved to the United States, where he worked briefly for Thomas Edison in New York City before "
    "setting up on his own. His patents for the alternating-current induction motor were licensed to "
    "Westinghouse Electric in 1888. He became an American citizen in 1891 and received around 300 "
    "patents in his lifetime. He never married, had no children, and died alone in his room at the "
    "New Yorker Hotel.",
    # 1 Amelia Earhart's 1932 solo Atlantic flight (Kelch Museum, Wander Women Project, dailydosedocumentary, inanna.ca)
    "On 20 May 1932 Amelia Earhart took off from Harbour Grace, Newfoundland, in a red single-engine "
    "Lockheed Vega 5B, and the next day she came down in a pasture at Culmore, north of Londonderry in "
    "Northern Ireland. The flight took about 15 hours and made her the first woman, and the second "
    "person after Charles Lindbergh, to fly alone and nonstop across the Atlantic. She set off exactly "
    "five years to the day after Lindbergh's own crossing. Her goal had been Paris, but strong winds, "
    "ice on the wings and a failed altimeter made her land early. Earhart, born on 24 July 1897 in "
    "Atchison, Kansas, had crossed the Atlantic in 1928 only as a passenger and said then that she had "
    "been 'just baggage'. The Vega is now on display at the Smithsonian National Air and Space Museum "
    "in Washington, DC.",
    # 2 Galileo and the moons of Jupiter (JPL blog, ETH Library exhibition, Taylor & Francis abstract, onthisday)
    "On the night of 7 January 1610 Galileo Galilei (1564–1642), then teaching at the University of "
    "Padua, pointed a telescope he had built himself at Jupiter and saw three small bright 'stars' "
    "lying in a straight line near the planet. Over the following nights they changed position around "
    "Jupiter, and on 13 January he found a fourth. He concluded that they were moons circling Jupiter, "
    "the first objects known to orbit a planet other than the Earth. Galileo had built his first "
    "telescope in 1609, after hearing that a Dutchman had made such an instrument. He published the "
    "discovery in March 1610 in a short book, Sidereus Nuncius ('Sidereal Messenger'), and called the "
    "moons the Medicean stars after his patrons, the Medici family. Their present names, Io, Europa, "
    "Ganymede and Callisto, were proposed by Simon Marius, who saw them independently at almost the "
    "same time.",
    # 3 The Chernobyl disaster (Arthur Bondar's anniversary page, Daily Mail, spectroom, BBC Newsround)
    "The Chernobyl disaster began on 26 April 1986, when the No. 4 reactor of the Chernobyl Nuclear "
    "Power Plant exploded during a safety test, near the city of Pripyat in the north of Soviet "
    "Ukraine, close to the border with Belarus. A fire in the reactor core burned until 4 May and "
    "carried radioactive material across the USSR and Europe. Pripyat, a city built in 1970 for the "
    "plant's workers and their families, was evacuated about 36 hours after the explosion, when some "
    "49,000 people were moved out of a 10-kilometre exclusion zone. The zone was later widened to a "
    "radius of 30 kilometres. Chernobyl is one of only two nuclear accidents rated 7, the maximum, on "
    "the International Nuclear Event Scale; the other is Fukushima in 2011. Reactors 1, 2 and 3 were "
    "restarted, and the plant went on producing power until December 2000.",
    # 4 Wilhelm Röntgen and X-rays (Google Arts & Culture Röntgen memorial, quizzclub, publicquotes, duo.com)
    "Wilhelm Conrad Röntgen (27 March 1845 – 10 February 1923) was a German physicist, born in "
    "Lennep, now part of Remscheid. On 8 November 1895, in the Physical Institute of the University of "
    "Würzburg, he noticed a fluorescent screen glowing while he experimented with a cathode-ray tube, "
    "and concluded that he had found a new kind of radiation, which he called X-rays. On 22 December "
    "1895 he made an image of his wife's hand in which her bones and wedding ring can be seen, and he "
    "submitted his first paper on the discovery on 28 December. In 1901 he received the first Nobel "
    "Prize in Physics. He refused to patent the discovery and gave the prize money to the University "
    "of Würzburg. He died in Munich.",
    # 5 The Rumble in the Jungle (boxingonly.net, SI Kids, AskMen, a sports-history podcast page)
    "The 'Rumble in the Jungle' was fought on 30 October 1974 at the Stade du 20 Mai in Kinshasa, "
    "Zaire (now the Democratic Republic of the Congo), before about 60,000 spectators. The unbeaten "
    "heavyweight champion George Foreman, with 40 wins and 37 knockouts, was the clear favourite "
    "against Muhammad Ali, who was 32, seven years older than Foreman, and had a record of 44 wins and "
    "2 losses. The bout was Don King's first major promotion, and Zaire's president, Mobutu Sese Seko, "
    "had asked to host it. It had been postponed after Foreman was cut on the head in training. Ali "
    "leaned back on the ropes and let Foreman punch himself out, a tactic later called the "
    "'rope-a-dope', and knocked him out in the eighth round to win back the WBA and WBC titles. When "
    "We Were Kings, a documentary about the fight, won an Oscar.",
    # 6 Jackie Robinson's debut (Dodger Blue, battersbox, tkomg, an on-this-day forum post)
    "Jackie Robinson (31 January 1919 – 24 October 1972) made his Major League Baseball debut for the "
    "Brooklyn Dodgers on 15 April 1947, playing first base against the Boston Braves at Ebbets Field "
    "before more than 26,000 fans. He was 28 and had played for the Kansas City Monarchs of the Negro "
    "leagues before Branch Rickey of the Dodgers signed him. He went hitless in three at-bats that "
    "day, but Brooklyn won 5–3. At the end of the season he was named Rookie of the Year, and in 1949 "
    "he was the National League's Most Valuable Player. He played ten seasons for the Dodgers, won the "
    "World Series with them in 1955 and retired after the 1956 season rather than join the New York "
    "Giants. On 15 April 1997 his number, 42, was retired by every Major League team.",
    # 7 Citizen Kane (TCM, classicfilmfan, goodnewsaday, boscutti, news-twitter)
    "Citizen Kane, Orson Welles's first feature film, premiered at the RKO Palace Theatre on Broadway "
    "in New York on 1 May 1941; it opened in Chicago on 6 May and in Los Angeles on 8 May. Welles, who "
    "was 25 when he made it, directed, produced and starred as Charles Foster Kane, a newspaper "
    "magnate modelled in part on William Randolph Hearst. Hearst's papers refused to take "
    "advertising for the film, and its first run lost about $150,000. It was nominated for nine "
    "Academy Awards but won only one, for Best Original Screenplay, shared by Herman J. Mankiewicz and "
    "Welles; neither of them attended, and RKO's president George Schaefer accepted the award. The "
    "cinematographer was Gregg Toland and the score was by Bernard Herrmann.",
    # 8 Jaws (Guinness World Records 60-at-60, remindmagazine, gulfnews, a Substack "this day" note)
    "Jaws, directed by Steven Spielberg from Peter Benchley's 1974 novel, was released by Universal "
    "Pictures on 20 June 1975 on 464 screens, 409 of them in the United States and the rest in "
    "Canada. Filming began on Martha's Vineyard in May 1974, and a shoot planned for 55 days took 159. "
    "The three mechanical sharks, nicknamed Bruce after Spielberg's lawyer, kept breaking down, so "
    "Spielberg showed the shark far less than he had planned; it first appears about 1 hour 21 minutes "
    "into the film. John Williams wrote the score, with its famous two-note motif. The film took $7 "
    "million in its opening weekend and became the first to earn more than $100 million in "
    "theatrical rentals. Its stars were Roy Scheider, Robert Shaw and Richard Dreyfuss.",
    # 9 Michael Jackson's Thriller (alan-scott blog, guelphlocal, Washington Post timeline, wncmusicacademy)
    "Thriller, Michael Jackson's sixth studio album, was released by Epic Records on 30 November 1982 "
    "and produced by Quincy Jones. It spent 37 weeks at number one on the Billboard album chart, and "
    "seven of its nine tracks were released as singles, every one of which reached the top 10 of the "
    "Billboard Hot 100. Two of them, 'Billie Jean' and 'Beat It', went to number one. In February "
    "1984 the album won a record eight Grammy Awards, including Album of the Year, and 'Beat It' won "
    "Record of the Year. It was the top-selling album of both 1983 and 1984. With sales estimated at "
    "66 million copies worldwide, it is usually called the best-selling album of all time.",
    # 10 Woodstock 1969 (Britannica print page, laurasblogs, bowienewsonline, historycentral)
    "The Woodstock Music and Art Fair was held from 15 to 18 August 1969 on Max Yasgur's 600-acre "
    "dairy farm near Bethel, New York, about 43 miles south-west of the town of Woodstock. Both "
    "Woodstock and Wallkill had refused to host it, but the organisers kept the name. Its four "
    "promoters, Michael Lang, Artie Kornfeld, Joel Rosenman and John Roberts, had sold about 186,000 "
    "tickets, but some 400,000 people came, and they let everyone in free. Thirty-two acts played "
    "through a rainy weekend, among them Janis Joplin, The Who, Santana and the Grateful Dead. Jimi "
    "Hendrix closed the festival on the Monday morning with a solo guitar version of 'The "
    "Star-Spangled Banner'. The festival left its promoters nearly bankrupt, but the 1970 documentary "
    "film Woodstock earned their money back.",
    # 11 To Kill a Mockingbird (todayinhistory.org, encyclopediahub, ustrends, book123, majortests)
    "To Kill a Mockingbird, the novel by Harper Lee, was published by J. B. Lippincott & Co. on 11 "
    "July 1960. It is narrated by Jean Louise 'Scout' Finch, the six-year-old daughter of Atticus "
    "Finch, a lawyer in the fictional Alabama town of Maycomb who defends a Black man falsely accused "
    "of raping a white woman during the Great Depression. Lee, born on 28 April 1926 in Monroeville, "
    "Alabama, modelled Maycomb on her home town and the character Dill on her childhood friend Truman "
    "Capote. The book won the Pulitzer Prize for Fiction in 1961, and the 1962 film, with Gregory Peck "
    "as Atticus, won three Academy Awards. It remained her only published novel until Go Set a "
    "Watchman appeared in 2015. Lee received the Presidential Medal of Freedom in 2007 and died on 19 "
    "February 2016.",
    # 12 The Hobbit (information-britain, modernhistorian blog, greyhavensgroup, theonering.net, Crouch Rare Books)
    "The Hobbit, or There and Back Again, by J. R. R. Tolkien, then an Oxford professor of "
    "Anglo-Saxon, was published in London by George Allen & Unwin on 21 September 1937. Tolkien "
    "recalled that he began it by scribbling 'In a hole in the ground there lived a hobbit' on a blank "
    "page while marking School Certificate papers. Susan Dagnall, who worked for the publisher, read "
    "the story and passed it on, and Stanley Unwin gave it to his ten-year-old son Rayner, who was "
    "paid a shilling for a report saying it should appeal to all children between 5 and 9. The first "
    "printing ran to only 1,500 copies, with ten black-and-white illustrations and a dust jacket "
    "designed by Tolkien, and it had sold out by 15 December. The book has since been translated into "
    "more than 40 languages.",
    # 13 ENIAC (OUP blog, i-programmer, detailedpedia mirror, Enchanted Learning, playgkquiz)
    "ENIAC, the Electronic Numerical Integrator and Computer, was designed by John Mauchly and J. "
    "Presper Eckert at the Moore School of Electrical Engineering of the University of Pennsylvania, "
    "with money from the United States Army, to calculate artillery firing tables. Construction began "
    "in 1943, and the machine was shown to the press on 14 February 1946 and formally dedicated the "
    "next day. It used 17,468 vacuum tubes, weighed about 30 tons and filled a room of some 1,800 "
    "square feet. It could do about 5,000 additions a second, roughly a thousand times faster than "
    "electromechanical machines, and it cost about $487,000. Its first practical job, in December "
    "1945, was a study for the hydrogen bomb. It was moved to the Aberdeen Proving Ground in Maryland "
    "in 1947 and ran there until 1955.",
    # 14 Wikipedia's launch (worldhistoryproject, companieshistory, mugly, formaementis)
    "Wikipedia was launched on 15 January 2001 by Jimmy Wales and Larry Sanger as a single "
    "English-language wiki at wikipedia.com. It began as a side project of Nupedia, a free online "
    "encyclopedia that Wales had started in March 2000 with Sanger as editor-in-chief, whose expert "
    "peer review was so slow that it produced only 12 articles in its first year. Sanger had proposed "
    "on 10 January 2001 that a wiki serve as a 'feeder' for Nupedia. The servers, in San Diego, and "
    "the bandwidth were donated by Wales. In May 2001 editions in 13 more languages were started, "
    "among them Catalan, Chinese, French and German, and by the end of 2001 Wikipedia had about "
    "20,000 articles in 18 languages. Nupedia's servers went down for good in 2003.",
    # 15 Coca-Cola's beginnings (frogblog, coca-cola.ch, Coca-Cola wiki, smithandbrandon, superior-group)
    "Coca-Cola was created in 1886 by John Stith Pemberton (1831–1888), an Atlanta pharmacist and "
    "Confederate veteran. He had made a non-alcoholic version of his French Wine Coca after Atlanta "
    "and Fulton County passed temperance laws that year. On 8 May 1886 he took his syrup to Jacobs' "
    "Pharmacy in Atlanta, Georgia, where it was mixed with carbonated water and sold at the soda "
    "fountain for five cents a glass. His bookkeeper and partner, Frank M. Robinson, suggested the "
    "name, taken from two ingredients, coca leaves and kola nuts, and wrote it in the flowing script "
    "still used as the logo. Sales in the first year averaged only nine drinks a day. Shortly before "
    "his death, Pemberton sold his remaining interest to the Atlanta businessman Asa G. Candler, who "
    "took full control of the company. Coca-Cola was first sold in bottles in 1894.",
    # 16 Sony's founding (akiomorita blog, MoneyWeek "7 May 1946", lovezk blog, a Wikipedia user draft)
    "Sony began in the ruins of post-war Tokyo. In late 1945 Masaru Ibuka opened a radio repair shop "
    "in a bomb-damaged department store in Nihonbashi, and on 7 May 1946 he and Akio Morita founded "
    "Tokyo Tsushin Kogyo (Tokyo Telecommunications Engineering Corporation) with about 20 employees "
    "and capital of ¥190,000. Ibuka was 38 and Morita 25. Their first product, an electric rice "
    "cooker, failed, but in 1950 they sold Japan's first tape recorder, the G-type. After licensing "
    "the transistor from Bell Labs, the company launched its first transistor radio, the TR-55, in "
    "August 1955, and in 1958 it took the name Sony, from the Latin sonus, 'sound'. The Walkman "
    "portable cassette player followed in 1979.",
    # 17 Stonehenge (triptraveltour, raywilsonpix quoting English Heritage, edgecombe travel blog, newskfm)
    "Stonehenge stands on Salisbury Plain in Wiltshire, England, about 8 miles (13 km) north of "
    "Salisbury and 2 miles west of Amesbury. It was built in stages: the first monument, a circular "
    "bank and ditch, dates from about 3000 BC, and the stone circle from about 2500 BC. The large "
    "sarsen stones, some weighing about 25 tons, probably came from the Marlborough Downs about 20 "
    "miles away, while the smaller bluestones were brought from the Preseli Hills in south-west Wales, "
    "more than 150 miles away. The monument is aligned on the sunrise at the summer solstice. It has "
    "been legally protected as a scheduled ancient monument since 1882, and in 1986, together with "
    "Avebury, it became a UNESCO World Heritage Site. It is owned by the Crown and managed by English "
    "Heritage.",
    # 18 The Dead Sea (eosnap, travellingwheels, Wikipedia-derived travel blogs, thefreedictionary)
    "The Dead Sea is a salt lake bordered by Jordan to the east and by Israel and the West Bank to "
    "the west. It lies in the Jordan Rift Valley, and its main tributary is the Jordan River; it has "
    "no outlet, so water leaves it only by evaporation. Its surface and shores, about 430 metres below "
    "sea level and still falling, are the lowest land on Earth. About 300 metres deep, it is the "
    "deepest hypersaline lake in the world, and with a salinity of about 34 percent it is almost ten "
    "times as salty as the ocean. The dense brine lets bathers float without effort, and hardly "
    "anything but a few kinds of bacteria and algae can live in it. Potash and other minerals are "
    "extracted along its southern shore.",
    # 19 The Trieste dive to the Challenger Deep (Guinness World Records, EarthSky, cousteau.org, wikivisually)
    "On 23 January 1960 the bathyscaphe Trieste, carrying the Swiss oceanographer Jacques Piccard and "
    "US Navy Lieutenant Don Walsh, reached the bottom of the Challenger Deep in the Mariana Trench, "
    "the deepest known point of the oceans, some 400 km (250 miles) south-west of Guam. The depth was "
    "given at the time as 10,916 metres; later measurements put it at about 10,911 metres. The descent "
    "took four hours and 45 minutes and the ascent three hours and 17 minutes, and the two men spent "
    "20 minutes on the sea floor. Trieste had been designed by Jacques's father, Auguste Piccard, "
    "built in Italy and bought by the US Navy in 1958. Nobody went back to the Challenger Deep until "
    "the film director James Cameron dived there alone on 26 March 2012.",
    # 20 The sinking of the Titanic (healthbenefitstimes glossary, inparadise, wxcentre, hist0rygirl)
    "RMS Titanic, a White Star Line liner built by Harland and Wolff in Belfast, left Southampton for "
    "New York on 10 April 1912 under Captain Edward Smith, with about 2,224 passengers and crew on "
    "board. At 11:40 pm ship's time on 14 April, some 375 miles south of Newfoundland, she struck an "
    "iceberg that opened five of her sixteen watertight compartments to the sea; she could stay afloat "
    "with no more than four flooded. She sank at 2:20 am on 15 April. Her lifeboats could hold only "
    "1,178 people, and more than 1,500 died. The Cunard liner Carpathia arrived after the sinking and "
    "rescued about 705 survivors. The wreck was found on 1 September 1985 by a joint US-French "
    "expedition.",
    # 21 The Berlin Wall (Der Standard, DW, deliveranceireland's Wikipedia text, weedynews)
    "East Germany began building the Berlin Wall on 13 August 1961 to stop its citizens from leaving "
    "for the West through Berlin. The ring it formed around West Berlin was 155 kilometres long, and "
    "West Berlin's mayor, Willy Brandt, called it the 'Wall of Shame'. On the evening of 9 November "
    "1989, at a routine press conference, the East German Politburo member Günter Schabowski announced "
    "that citizens were free to travel to the West and, asked when, said that it took effect "
    "immediately. Thousands of East Berliners crowded to the crossing points, and the guards, who had "
    "no orders, let them through. Demolition of the Wall officially began on 13 June 1990 and was "
    "finished in 1992. Germany was reunified in 1990.",
    # 22 Dolly the sheep (University of Edinburgh Roslin page, BT "On this day", memolands, madeupinbritain)
    "Dolly the sheep, the first mammal cloned from an adult cell, was born on 5 July 1996 at the "
    "Roslin Institute near Edinburgh, part of the University of Edinburgh. She was cloned by Ian "
    "Wilmut, Keith Campbell and colleagues, working with the company PPL Therapeutics, from a mammary "
    "gland cell of a six-year-old Finn Dorset ewe; the egg came from a Scottish Blackface sheep, and "
    "another Blackface ewe carried her. She was the only success in 277 attempts, and Wilmut said she "
    "was named after the singer Dolly Parton. Her birth was announced on 22 February 1997. Dolly had "
    "six lambs, the first of them, Bonnie, in April 1998. She was put down on 14 February 2003, aged "
    "six, after developing a lung disease, and her remains are displayed at the National Museum of "
    "Scotland.",
    # 23 An ibuprofen leaflet (NHS "How and when to take ibuprofen", UK package leaflets on drugs.com)
    "Ibuprofen 200 mg tablets belong to a group of medicines called non-steroidal anti-inflammatory "
    "drugs (NSAIDs). They relieve pain, reduce inflammation and lower a fever, and are used for "
    "headache, dental pain, period pain, backache and the symptoms of colds and flu. Adults and "
    "children aged 12 and over should take one or two tablets with water up to three times a day, "
    "leaving at least 6 hours between doses, and must not take more than six tablets in 24 hours. "
    "Swallow the tablets whole; do not chew, crush or suck them. Do not take them if you have ever had "
    "a stomach ulcer or bleeding, or an allergic reaction to aspirin or another painkiller. Talk to a "
    "doctor if you still need the tablets after 10 days.",
    # 24 The Schengen 90/180-day rule (European Commission short-stay calculator page, Slovenian police, corrigan.space, immigreat.cz)
    "Travellers who do not need a visa, and holders of short-stay visas, may stay in the Schengen Area "
    "for no more than 90 days in any 180-day period. The 180 days are a rolling window: on each day of "
    "a stay, count back 180 days and check that the days spent in the Area add up to 90 or fewer. The "
    "day of entry and the day of exit both count as days of stay. The limit covers all Schengen "
    "countries together, so moving from one to another does not restart the count. Stays in Ireland "
    "and Cyprus do not count, because they are outside the Schengen Area, but stays in Iceland, "
    "Liechtenstein, Norway and Switzerland do. Holders of a residence permit or a long-stay visa are "
    "not subject to the rule. Overstaying can lead to fines, removal or a ban on entry, and the "
    "European Commission offers an online calculator.",
    # 25 A microwave oven manual (Kenmore, LG, Panasonic and Kenwood manuals, University of Delaware safety tips)
    "Do not operate the oven when it is empty: with no food or water to absorb the energy, the "
    "microwaves reflect around the cavity and can damage the magnetron. To practise programming the "
    "oven, put a cup of water inside. Do not use metal containers, dishes with metallic trim or metal "
    "twist-ties, because they can cause sparking (arcing). To test whether a dish is safe, put it in "
    "the oven beside a cup of water and heat at 100% power for one minute; if the dish gets hot while "
    "the water stays cool, do not use it. Never heat a whole egg in its shell, and pierce potatoes "
    "and sausages before cooking. Do not run the oven unless the glass turntable is in place and turns "
    "freely; it may turn in either direction. If food inside catches fire, keep the door closed, turn "
    "the oven off and unplug it.",
    # 26 A Git first-time setup guide (DeployHQ "git config", a Philly.NET lab page, Library Carpentry lesson)
    "After installing Git, set your name and email address, because Git records them in every commit "
    "you make. Run git config --global user.name \"Your Name\" and git config --global user.email "
    "you@example.com. The --global option writes the settings to the file .gitconfig in your home "
    "directory, so they apply to every repository on the computer; run the same command without "
    "--global inside a repository to override a value for that repository only. Repository settings "
    "take precedence over global ones, which in turn take precedence over the system-wide file "
    "/etc/gitconfig. To choose the editor Git opens for commit messages, set core.editor, for example "
    "to \"code --wait\" for Visual Studio Code. To make new repositories start on a branch named main, "
    "run git config --global init.defaultBranch main. Check your settings with git config --list.",
    # 27 An online clothing store's returns policy (store policies: bdsquare, 20kclothing, araabee, hypermartly)
    "You may return items bought from our online store within 30 days of delivery for a full refund "
    "or an exchange. Items must be unworn and unwashed, with the original tags attached. Final-sale "
    "items, gift cards, underwear and swimwear cannot be returned. To start a return, email us your "
    "order number and we will send a prepaid return label. Returns within the United States are free; "
    "international customers pay their own return shipping and any customs duties. Once we have "
    "received and inspected your return, we refund the original payment method within 7 business "
    "days. Original shipping charges are not refunded unless we sent the wrong item or a faulty one. "
    "If an item arrives damaged, contact us within 48 hours of delivery for a free replacement.",
]

G, B = "good", "bad"

CASES_F = [
    # 0 Tesla
    (0, G, "short_answer", "Where was Nikola Tesla born?", "Smiljan [1]."),
    (0, G, "short_answer", "Which company licensed Tesla's induction motor patents in 1888?", "Westinghouse Electric"),
    (0, G, "date_format", "When was Nikola Tesla born?", "July 10, 1856 [1]."),
    (0, G, "paraphrase", "What did Tesla do after he arrived in America?",
     "After moving to the United States in 1884, Tesla spent a short time working for Thomas Edison in New York City and then went into business for himself [1]."),
    (0, G, "hedge", "How many patents did Tesla receive?", "Roughly 300 over his lifetime [1]."),
    (0, G, "yes_no", "Did Tesla finish his degree in Graz?", "No, he studied at the Austrian Polytechnic in Graz but never graduated [1]."),
    (0, G, "equivalent_name", "Which country did Tesla emigrate to in 1884?", "The US [1]."),
    (0, G, "number_word", "How old was Tesla when he died?", "Eighty-six [1]."),
    (0, G, "name_form", "Who employed Tesla briefly in New York City?", "Edison [1]."),
    (0, G, "alternative", "Did Tesla die in a hospital or in a hotel?", "In a hotel: he died alone in his room at the New Yorker Hotel [1]."),
    (0, B, "changed_number", "When did Tesla become an American citizen?",
     "Tesla moved to the United States in 1884 and became an American citizen in 1894 [1]."),
    (0, B, "swapped_name", "Where did Tesla work before he moved to America?", "At the Central Telegraph Office in Vienna [1]."),
    (0, B, "negation_flip", "Did Tesla have a family of his own?", "Tesla never married, but he did have children [1]."),
    (0, B, "wrong_short_answer", "Which company licensed Tesla's AC motor patents?", "General Electric"),
    (0, B, "added_place", "Where did Tesla study?",
     "Tesla studied at the Austrian Polytechnic in Graz and later at the University of Prague, but he never graduated [1]."),
    (0, B, "wrong_kind", "When did Tesla move to the United States?", "To New York City [1]."),

    # 1 Earhart
    (1, G, "short_answer", "From where did Amelia Earhart take off on her 1932 solo Atlantic flight?", "Harbour Grace, Newfoundland [1]."),
    (1, G, "date_format", "On what date did Earhart set off?", "1932-05-20 [1]."),
    (1, G, "paraphrase", "Where did Earhart land?",
     "She touched down in a field at Culmore, just north of Londonderry in Northern Ireland, the day after leaving Newfoundland [1]."),
    (1, G, "ordinal", "Which person was Earhart to fly alone and nonstop across the Atlantic?", "The second, after Charles Lindbergh [1]."),
    (1, G, "hedge", "How long was Earhart in the air?", "It seems the crossing lasted around 15 hours [1]."),
    (1, G, "equivalent_name", "Which museum displays Earhart's Vega?", "The Smithsonian's Air and Space Museum in Washington, D.C. [1]."),
    (1, G, "yes_no", "Was the 1932 flight Earhart's first Atlantic crossing?", "No. She had crossed in 1928, but only as a passenger [1]."),
    (1, G, "alternative", "Did Earhart reach Paris or land in Ireland?", "She landed in Northern Ireland; Paris had been her goal, but she had to come down early [1]."),
    (1, G, "paraphrase", "Why did Earhart not reach Paris?",
     "Strong winds, icing on the wings and a broken altimeter forced her to land early, in Northern Ireland [1]."),
    (1, G, "short_answer", "What aircraft did Earhart fly across the Atlantic in 1932?", "A Lockheed Vega 5B"),
    (1, B, "changed_number", "When and where was Earhart born?", "Earhart was born on 24 July 1898 in Atchison, Kansas [1]."),
    (1, B, "swapped_name", "Who had flown solo across the Atlantic before Earhart?",
     "Earhart became the second person to fly alone and nonstop across the Atlantic, after Wiley Post [1]."),
    (1, B, "added_place", "Where did Earhart's flight start?",
     "She took off from Harbour Grace, Newfoundland, after refuelling in Saint John, New Brunswick [1]."),
    (1, B, "changed_number_word", "How long after Lindbergh's crossing did Earhart set off?", "Exactly six years to the day [1]."),
    (1, B, "wrong_kind", "How long did Earhart's flight take?", "From Harbour Grace to Culmore [1]."),
    (1, B, "negation_flip", "Did Earhart fly the plane on her 1928 crossing?",
     "Yes. In 1928 Earhart piloted the plane herself across the Atlantic [1]."),
    (1, B, "changed_ordinal", "Which person was Earhart to fly solo nonstop across the Atlantic?", "The third, after Charles Lindbergh [1]."),

    # 2 Galileo
    (2, G, "date_format", "When did Galileo first see the moons of Jupiter?", "On the night of January 7, 1610 [1]."),
    (2, G, "short_answer", "Where was Galileo teaching at the time?", "The University of Padua [1]."),
    (2, G, "ordinal", "Which of the moons did Galileo find on 13 January?", "The fourth one [1]."),
    (2, G, "paraphrase", "Why was Galileo's discovery important?",
     "The bodies he saw were the first objects known to go around a planet other than Earth [1]."),
    (2, G, "short_answer", "In which book did Galileo publish the discovery?", "Sidereus Nuncius"),
    (2, G, "name_form", "Who proposed the names Io, Europa, Ganymede and Callisto?", "Marius [1]."),
    (2, G, "alternative", "Did Galileo name the moons after the Medici or after Greek gods?", "After the Medici, his patrons: he called them the Medicean stars [1]."),
    (2, G, "yes_no", "Did Galileo invent the telescope?",
     "No. He built his first one in 1609, after hearing that a Dutchman had made such an instrument [1]."),
    (2, G, "hedge", "Did anyone else see the moons at the same time?",
     "Apparently Simon Marius did, independently and at almost the same time [1]."),
    (2, G, "paraphrase", "Who was Galileo, and what did he do in January 1610?",
     "Galileo Galilei, who lived from 1564 to 1642, was teaching at Padua when he turned a home-made telescope on Jupiter in January 1610 [1]."),
    (2, B, "changed_number", "When did Galileo build his first telescope?", "In 1608 [1]."),
    (2, B, "swapped_name", "Who proposed the moons' present names?",
     "The names Io, Europa, Ganymede and Callisto were proposed by Johannes Kepler, who saw the moons at almost the same time as Galileo [1]."),
    (2, B, "changed_number_word", "How many 'stars' did Galileo see near Jupiter on 7 January?", "Four [1]."),
    (2, B, "wrong_alternative", "Did Galileo publish the discovery in March 1610 or in 1611?", "In 1611 [1]."),
    (2, B, "wrong_short_answer", "At which university was Galileo teaching in 1610?", "The University of Pisa"),
    (2, B, "added_place", "How did Galileo make his observations?",
     "He observed Jupiter from Padua through a telescope he had built himself in a workshop in Venice [1]."),

    # 3 Chernobyl
    (3, G, "date_format", "When did the Chernobyl disaster begin?", "26/4/1986 [1]."),
    (3, G, "ordinal", "Which of the plant's reactors exploded?", "The fourth [1]."),
    (3, G, "paraphrase", "What happened to the people of Pripyat?",
     "Roughly a day and a half after the explosion, Pripyat was evacuated: some 49,000 people were moved out of a 10 km exclusion zone [1]."),
    (3, G, "hedge", "How many people were evacuated at first?", "Around 49,000 [1]."),
    (3, G, "equivalent_name", "Which country was Chernobyl in at the time of the accident?", "The Soviet Union [1]."),
    (3, G, "yes_no", "Did the plant stop producing power right after the accident?",
     "No. Reactors 1, 2 and 3 were restarted, and the plant kept producing power until December 2000 [1]."),
    (3, G, "alternative", "Was the exclusion zone later made smaller or larger?", "Larger: its radius went from 10 to 30 kilometres [1]."),
    (3, G, "short_answer", "Which other nuclear accident is rated 7 on the International Nuclear Event Scale?", "Fukushima in 2011"),
    (3, B, "changed_number", "When was Pripyat built?", "In 1972 [1]."),
    (3, B, "changed_number", "How far did the exclusion zone extend in the end?",
     "The zone, at first 10 kilometres, was later widened to a radius of 50 kilometres [1]."),
    (3, B, "swapped_name", "Where is the Chernobyl plant?",
     "The plant is near the city of Pripyat in the north of Ukraine, close to the border with Poland [1]."),
    (3, B, "wrong_kind", "When was Pripyat evacuated?", "From a 10-kilometre zone"),
    (3, B, "negation_flip", "What happened to the plant's other reactors?", "Reactors 1, 2 and 3 were never restarted after the accident [1]."),
    (3, B, "changed_number_word", "How long after the explosion was Pripyat evacuated?", "About forty-eight hours afterwards [1]."),
    (3, B, "changed_ordinal", "Which reactor exploded at Chernobyl?", "The third reactor [1]."),

    # 4 Röntgen
    (4, G, "date_format", "When did Röntgen discover X-rays?", "November 8, 1895 [1]."),
    (4, G, "name_form", "Who discovered X-rays?", "Wilhelm Roentgen [1]."),
    (4, G, "short_answer", "Where did Röntgen make his discovery?", "At the Physical Institute of the University of Würzburg [1]."),
    (4, G, "ordinal", "Which Nobel Prize in Physics did Röntgen receive?", "The very first one, in 1901 [1]."),
    (4, G, "paraphrase", "What did Röntgen do with his discovery and his prize?",
     "He declined to patent X-rays and handed his Nobel prize money to the University of Würzburg [1]."),
    (4, G, "paraphrase", "What does Röntgen's famous early X-ray image show?",
     "Made on 22 December 1895, it shows the bones of his wife's hand and her wedding ring [1]."),
    (4, G, "short_answer", "What nationality was Röntgen?", "German"),
    (4, G, "yes_no", "Did Röntgen patent X-rays?", "No, he refused to [1]."),
    (4, G, "number_word", "How old was Röntgen when he discovered X-rays?", "Fifty [1]."),
    (4, G, "alternative", "Did Röntgen die in Munich or in Würzburg?", "In Munich [1]."),
    (4, G, "hedge", "What was Röntgen working with when he made the discovery?",
     "Apparently a cathode-ray tube; he noticed a fluorescent screen glowing while he experimented with it [1]."),
    (4, G, "date_format", "When did Röntgen submit his first paper on X-rays?",
     "Röntgen handed in his first paper on the new rays on 28 Dec. 1895, about seven weeks after the discovery [1]."),
    (4, B, "changed_number", "When and where was Röntgen born?", "Röntgen was born on 27 March 1846 in Lennep, now part of Remscheid [1]."),
    (4, B, "swapped_name", "Where was Röntgen born?", "In Lennep, which is now part of Wuppertal [1]."),
    (4, B, "wrong_short_answer", "Where did Röntgen die?", "Berlin"),
    (4, B, "negation_flip", "What did Röntgen do with the Nobel prize money?",
     "Röntgen refused to patent the discovery, but he kept the prize money for himself [1]."),
    (4, B, "added_place", "What image did Röntgen make on 22 December 1895?",
     "He made an image of his wife Anna Bertha's hand in which her bones and wedding ring can be seen [1]."),
    (4, B, "changed_ordinal", "Which Nobel Prize in Physics went to Röntgen?", "The second one, awarded in 1901 [1]."),

    # 5 Rumble in the Jungle
    (5, G, "date_format", "When was the Rumble in the Jungle fought?", "Oct. 30, 1974 [1]."),
    (5, G, "equivalent_name", "In which country is the fight's venue today?", "The DRC [1]."),
    (5, G, "ordinal", "In which round did Ali knock Foreman out?", "The eighth [1]."),
    (5, G, "hedge", "How many spectators watched the fight in the stadium?", "Roughly 60,000 [1]."),
    (5, G, "paraphrase", "How did Ali beat Foreman?",
     "Ali rested against the ropes and let Foreman wear himself out throwing punches, the approach later nicknamed the rope-a-dope, then knocked him out in the eighth round [1]."),
    (5, G, "number_word", "How old was Ali at the time of the fight?", "Thirty-two [1]."),
    (5, G, "yes_no", "Was Ali the favourite?", "No, the unbeaten Foreman was the clear favourite [1]."),
    (5, G, "name_form", "Who was Zaire's president at the time of the fight?", "Mobutu [1]."),
    (5, G, "alternative", "Was Ali older or younger than Foreman?", "Older, by seven years [1]."),
    (5, G, "paraphrase", "Why was the fight delayed?", "It was put back after Foreman suffered a cut to the head while training [1]."),
    (5, G, "short_answer", "Which documentary about the fight won an Oscar?", "When We Were Kings"),
    (5, B, "changed_number", "What was Foreman's record before the fight?", "Foreman was unbeaten, with 40 wins and 35 knockouts [1]."),
    (5, B, "changed_ordinal", "In which round was Foreman knocked out?", "In the seventh round [1]."),
    (5, B, "swapped_name", "Who promoted the fight?",
     "The bout was Bob Arum's first major promotion, and Zaire's president, Mobutu Sese Seko, had asked to host it [1]."),
    (5, B, "wrong_alternative", "Did Ali win back the WBA and WBC titles, or did Foreman keep them?", "Foreman kept them [1]."),
    (5, B, "changed_number_word", "How many losses did Ali have before the fight?", "three"),

    # 6 Jackie Robinson
    (6, G, "date_format", "When did Jackie Robinson make his Major League debut?", "4/15/1947 [1]."),
    (6, G, "short_answer", "Which team did the Dodgers play in Robinson's debut?", "The Boston Braves"),
    (6, G, "hedge", "How many fans saw Robinson's debut?", "Over 26,000 [1]."),
    (6, G, "paraphrase", "How did Robinson do in his first game?",
     "He did not get a hit in three trips to the plate, though the Dodgers beat the Braves 5–3 [1]."),
    (6, G, "number_word", "Which number did Robinson wear?", "Forty-two [1]."),
    (6, G, "yes_no", "Did Robinson ever play for the New York Giants?", "No. After the 1956 season he retired rather than join the Giants [1]."),
    (6, G, "name_form", "Who signed Robinson for the Dodgers?", "Rickey [1]."),
    (6, G, "paraphrase", "What honours did Robinson win as a player?",
     "He was Rookie of the Year in 1947 and the National League's MVP two years later, in 1949 [1]."),
    (6, G, "alternative", "Did Robinson win the World Series in 1955 or in 1956?", "In 1955 [1]."),
    (6, G, "number_word", "How old was Robinson when he died?", "Fifty-three"),
    (6, B, "changed_number", "When was Robinson's number retired across baseball?",
     "On 15 April 1987 his number, 42, was retired by every Major League team [1]."),
    (6, B, "swapped_name", "Which Negro leagues team had Robinson played for?", "The Homestead Grays [1]."),
    (6, B, "wrong_kind", "When did Robinson make his debut?", "Ebbets Field"),
    (6, B, "changed_number", "By what score did Brooklyn win Robinson's first game?", "5–2 [1]."),
    (6, B, "negation_flip", "How did Robinson do at the plate in his debut?",
     "Robinson got a hit in his three at-bats that day, and Brooklyn won 5–3 [1]."),

    # 7 Citizen Kane
    (7, G, "date_format", "When did Citizen Kane premiere?", "1941-05-01 [1]."),
    (7, G, "number_word", "How many Academy Award nominations did Citizen Kane get?", "Nine [1]."),
    (7, G, "yes_no", "Did Citizen Kane win Best Picture?", "No. Of its nine nominations it won only Best Original Screenplay [1]."),
    (7, G, "paraphrase", "Who accepted the screenplay Oscar for Citizen Kane?",
     "Neither Mankiewicz nor Welles was there, so RKO's president, George Schaefer, collected the award [1]."),
    (7, G, "name_form", "Who shared the screenplay award with Welles?", "Herman Mankiewicz [1]."),
    (7, G, "short_answer", "Who was the cinematographer of Citizen Kane?", "Gregg Toland"),
    (7, G, "equivalent_name", "In which city did Citizen Kane have its premiere?", "NYC [1]."),
    (7, G, "paraphrase", "How did Citizen Kane do at the box office?",
     "Its first run lost money, about $150,000, and Hearst's papers would not even take advertising for it [1]."),
    (7, G, "alternative", "Did the film open in Chicago before or after Los Angeles?", "Before: in Chicago on 6 May, two days ahead of Los Angeles on 8 May [1]."),
    (7, G, "hedge", "Who was Charles Foster Kane based on?", "Partly, it seems, on William Randolph Hearst [1]."),
    (7, B, "changed_number_word", "How many Academy Awards did Citizen Kane win?", "two"),
    (7, B, "swapped_name", "Who worked on the film's camera and music?",
     "The cinematographer was Gregg Toland and the score was by Max Steiner [1]."),
    (7, B, "changed_number", "How old was Welles when he made Citizen Kane?", "Welles was 27 when he made Citizen Kane, his first feature film [1]."),
    (7, B, "wrong_short_answer", "Who accepted the Oscar for the screenplay?", "Orson Welles [1]."),
    (7, B, "added_place", "Where did Citizen Kane open?",
     "It premiered at the RKO Palace Theatre in New York on 1 May 1941 and then opened in Chicago, Boston and Los Angeles [1]."),
    (7, B, "wrong_kind", "Who played Charles Foster Kane?", "In 1941 [1]."),

    # 8 Jaws
    (8, G, "date_format", "When was Jaws released?", "June 20, 1975 [1]."),
    (8, G, "short_answer", "Who directed Jaws?", "Steven Spielberg"),
    (8, G, "paraphrase", "Why is the shark seen so little in Jaws?",
     "The mechanical sharks, nicknamed Bruce, broke down so often that Spielberg cut back the shark's screen time; it does not appear until about 1 hour 21 minutes in [1]."),
    (8, G, "number_word", "How many mechanical sharks were made for Jaws?", "Three [1]."),
    (8, G, "equivalent_name", "In which two countries did Jaws open?", "The USA and Canada [1]."),
    (8, G, "hedge", "How far into the film does the shark first appear?", "Roughly an hour and 21 minutes in [1]."),
    (8, G, "yes_no", "Did the Jaws shoot finish on schedule?", "No. It was planned for 55 days and took 159 [1]."),
    (8, G, "number_word", "How many days longer than planned did the shoot take?", "A hundred and four days longer [1]."),
    (8, G, "alternative", "Was Jaws based on a novel or on an original script?", "On a novel, Peter Benchley's 1974 book [1]."),
    (8, G, "paraphrase", "What box-office record did Jaws set?", "Jaws was the first film to earn over $100 million in theatrical rentals [1]."),
    (8, B, "changed_number", "On how many screens did Jaws open?", "On 564 screens [1]."),
    (8, B, "swapped_name", "Who wrote the music for Jaws?", "The score, with its famous two-note motif, was written by Jerry Goldsmith [1]."),
    (8, B, "changed_number", "When did filming of Jaws begin?", "Filming began on Martha's Vineyard in May 1973 [1]."),
    (8, B, "wrong_short_answer", "Which studio released Jaws?", "Paramount Pictures"),
    (8, B, "added_place", "Who starred in Jaws?", "Its stars were Roy Scheider, Robert Shaw, Richard Dreyfuss and Lorraine Gary [1]."),

    # 9 Thriller
    (9, G, "date_format", "When was Thriller released?", "Nov 30, 1982 [1]."),
    (9, G, "short_answer", "Who produced Thriller?", "Quincy Jones [1]."),
    (9, G, "ordinal", "Which of Michael Jackson's studio albums is Thriller?", "His sixth [1]."),
    (9, G, "number_word", "How many Grammy Awards did Thriller win?", "Eight [1]."),
    (9, G, "paraphrase", "How did the singles from Thriller do?",
     "Seven of the album's nine tracks came out as singles and all seven made the Billboard Hot 100 top ten; 'Billie Jean' and 'Beat It' reached number one [1]."),
    (9, G, "hedge", "How many copies has Thriller sold?", "Around 66 million worldwide, by estimates [1]."),
    (9, G, "yes_no", "Did Thriller win Album of the Year?", "Yes, at the Grammy Awards in February 1984 [1]."),
    (9, G, "short_answer", "Which label released Thriller?", "Epic Records"),
    (9, G, "alternative", "Did 'Beat It' win Record of the Year or Song of the Year?", "Record of the Year [1]."),
    (9, G, "paraphrase", "How well did Thriller sell?",
     "It was the top-selling album in both 1983 and 1984, and it is generally described as the best-selling album ever [1]."),
    (9, B, "changed_number", "How long was Thriller at number one?", "Thriller spent 27 weeks at number one on the Billboard album chart [1]."),
    (9, B, "changed_ordinal", "Which studio album was Thriller?", "His fifth [1]."),
    (9, B, "wrong_short_answer", "Who produced Thriller?", "Rod Temperton"),
    (9, B, "swapped_name", "Which singles from Thriller reached number one?", "Two of them, 'Billie Jean' and 'Thriller', went to number one [1]."),
    (9, B, "changed_number_word", "How many Grammys did Thriller win?", "Seven [1]."),
    (9, B, "negation_flip", "Did all of Thriller's singles reach the top 10?",
     "No. Only some of the seven singles reached the top 10 of the Billboard Hot 100 [1]."),

    # 10 Woodstock
    (10, G, "date_format", "When was Woodstock held?", "August 15–18, 1969 [1]."),
    (10, G, "name_form", "Whose farm hosted Woodstock?", "Yasgur's [1]."),
    (10, G, "hedge", "How many people came to Woodstock?", "Some 400,000 [1]."),
    (10, G, "number_word", "How many acts played at Woodstock?", "Thirty-two [1]."),
    (10, G, "paraphrase", "Why wasn't the festival held in Woodstock itself?",
     "Both Woodstock and Wallkill turned it down, so it was held on a farm near Bethel, though the organisers kept the Woodstock name [1]."),
    (10, G, "yes_no", "Did the promoters end up charging everyone at the gate?", "No, they let everyone in free [1]."),
    (10, G, "short_answer", "Who closed Woodstock?", "Jimi Hendrix"),
    (10, G, "alternative", "Was the Woodstock weekend dry or rainy?", "Rainy [1]."),
    (10, G, "paraphrase", "Did Woodstock make money?",
     "Not at first: it left its promoters close to bankruptcy, and only the 1970 documentary film Woodstock earned their money back [1]."),
    (10, G, "equivalent_name", "In which state was Woodstock held?", "NY [1]."),
    (10, B, "changed_number", "Where exactly was Woodstock held?", "The festival was held on Max Yasgur's 800-acre dairy farm near Bethel, New York [1]."),
    (10, B, "changed_number", "How far was the site from the town of Woodstock?", "The site was about 63 miles south-west of the town of Woodstock [1]."),
    (10, B, "swapped_name", "Who closed the festival?", "Janis Joplin, with a solo version of 'The Star-Spangled Banner' [1]."),
    (10, B, "wrong_short_answer", "Which town besides Woodstock refused to host the festival?", "Saugerties"),
    (10, B, "added_place", "Who played at Woodstock?",
     "Thirty-two acts played, among them Janis Joplin, The Who, Santana, the Grateful Dead and the Rolling Stones [1]."),

    # 11 To Kill a Mockingbird
    (11, G, "date_format", "When was To Kill a Mockingbird published?", "July 11, 1960 [1]."),
    (11, G, "short_answer", "Who narrates To Kill a Mockingbird?", "Scout Finch [1]."),
    (11, G, "name_form", "What is the narrator's real name?", "Jean Louise Finch [1]."),
    (11, G, "number_word", "How old is the narrator?", "Six [1]."),
    (11, G, "paraphrase", "What is To Kill a Mockingbird about?",
     "Atticus Finch, a lawyer in the made-up Alabama town of Maycomb, defends a Black man wrongly charged with raping a white woman; the story is told by his young daughter Scout [1]."),
    (11, G, "yes_no", "Was To Kill a Mockingbird the only novel Harper Lee published?",
     "No. It was her only published novel until Go Set a Watchman came out in 2015 [1]."),
    (11, G, "short_answer", "What prize did the novel win in 1961?", "The Pulitzer Prize for Fiction"),
    (11, G, "paraphrase", "Who was the character Dill based on?", "Lee based Dill on Truman Capote, a friend from her childhood [1]."),
    (11, G, "alternative", "Is Maycomb a real town or a fictional one?", "Fictional, though Lee modelled it on her home town, Monroeville [1]."),
    (11, G, "hedge", "How old was Harper Lee when the novel came out?", "In her mid-thirties [1]."),
    (11, B, "changed_number", "When and where was Harper Lee born?", "Harper Lee was born on 28 April 1928 in Monroeville, Alabama [1]."),
    (11, B, "wrong_short_answer", "Who first published To Kill a Mockingbird?", "Harper & Row [1]."),
    (11, B, "swapped_name", "Who was Dill modelled on?", "Lee modelled the character Dill on her childhood friend Gore Vidal [1]."),
    (11, B, "changed_number", "When did Lee receive the Presidential Medal of Freedom?", "2005"),
    (11, B, "negation_flip", "Who does Atticus defend?",
     "In the novel, Atticus defends a Black man who is rightly accused of raping a white woman [1]."),
    (11, B, "wrong_kind", "When did Harper Lee die?", "In Monroeville, Alabama [1]."),

    # 12 The Hobbit
    (12, G, "date_format", "When was The Hobbit first published?", "September 21, 1937 [1]."),
    (12, G, "short_answer", "Who published The Hobbit?", "George Allen & Unwin [1]."),
    (12, G, "equivalent_name", "Which firm brought out The Hobbit?", "Allen and Unwin, in London [1]."),
    (12, G, "number_word", "How many copies were in the first printing?", "Fifteen hundred [1]."),
    (12, G, "paraphrase", "How did The Hobbit come to be published?",
     "Susan Dagnall of the publishing house read the story and passed it on, and Stanley Unwin gave it to his ten-year-old son Rayner, whose favourable report earned him a shilling [1]."),
    (12, G, "name_form", "Who wrote The Hobbit?", "Tolkien [1]."),
    (12, G, "yes_no", "Did the first printing sell out?", "Yes, it had sold out by 15 December [1]."),
    (12, G, "short_answer", "What was Tolkien's job when The Hobbit came out?", "Oxford professor of Anglo-Saxon"),
    (12, G, "alternative", "Were the first edition's illustrations in colour or in black and white?", "In black and white; there were ten of them [1]."),
    (12, G, "hedge", "Into how many languages has The Hobbit been translated?", "More than 40 [1]."),
    (12, G, "paraphrase", "How did Tolkien start writing The Hobbit?",
     "He said he jotted 'In a hole in the ground there lived a hobbit' on an empty page while grading School Certificate papers [1]."),
    (12, B, "changed_number_word", "Who reviewed the manuscript for the publisher?",
     "Stanley Unwin gave the manuscript to his twelve-year-old son Rayner, who was paid a shilling for his report [1]."),
    (12, B, "changed_number", "How was the first edition illustrated?", "With 13 black-and-white illustrations [1]."),
    (12, B, "changed_number", "When was The Hobbit published?", "The Hobbit was published in London by George Allen & Unwin on 21 September 1936 [1]."),
    (12, B, "wrong_short_answer", "What was Rayner Unwin paid for his report?", "Half a crown"),
    (12, B, "swapped_name", "Who passed the manuscript on inside the publishing house?",
     "C. S. Lewis, who worked for the publisher, read the story and passed it on to Stanley Unwin [1]."),

    # 13 ENIAC
    (13, G, "short_answer", "Who designed ENIAC?", "John Mauchly and J. Presper Eckert [1]."),
    (13, G, "date_format", "When was ENIAC shown to the press?", "Feb. 14, 1946 [1]."),
    (13, G, "date_format", "When was ENIAC formally dedicated?", "15 February 1946 [1]."),
    (13, G, "hedge", "How heavy was ENIAC?", "Around 30 tons [1]."),
    (13, G, "paraphrase", "What was ENIAC built for?", "The US Army paid for it so that it could work out artillery firing tables [1]."),
    (13, G, "number_word", "How much faster than electromechanical machines was ENIAC?", "About a thousand times faster [1]."),
    (13, G, "equivalent_name", "Where was ENIAC built?", "At Penn's Moore School of Electrical Engineering [1]."),
    (13, G, "yes_no", "Were firing tables ENIAC's first practical job?",
     "No. Its first practical job, in December 1945, was a study for the hydrogen bomb [1]."),
    (13, G, "short_answer", "Where was ENIAC moved in 1947?", "The Aberdeen Proving Ground in Maryland"),
    (13, G, "alternative", "Did ENIAC run until 1955 or until 1965?", "Until 1955 [1]."),
    (13, B, "changed_number", "How big was ENIAC?", "ENIAC used 18,468 vacuum tubes and weighed about 30 tons [1]."),
    (13, B, "changed_number", "How much did ENIAC cost?", "About $847,000 [1]."),
    (13, B, "swapped_name", "Who designed ENIAC?", "ENIAC was designed by John Mauchly and John von Neumann at the University of Pennsylvania [1]."),
    (13, B, "wrong_kind", "How much did ENIAC weigh?", "1,800 square feet"),
    (13, B, "added_place", "Where was ENIAC built?",
     "It was built at the Moore School of Electrical Engineering of the University of Pennsylvania in Philadelphia [1]."),

    # 14 Wikipedia
    (14, G, "date_format", "When was Wikipedia launched?", "January 15, 2001 [1]."),
    (14, G, "short_answer", "Who launched Wikipedia?", "Jimmy Wales and Larry Sanger [1]."),
    (14, G, "short_answer", "Which project was Wikipedia a side project of?", "Nupedia"),
    (14, G, "paraphrase", "Why was Nupedia so slow?",
     "Its peer review by experts moved so slowly that only 12 articles came out in its first year [1]."),
    (14, G, "number_word", "How many articles did Nupedia produce in its first year?", "A dozen [1]."),
    (14, G, "hedge", "How many articles did Wikipedia have at the end of 2001?", "About 20,000 [1]."),
    (14, G, "yes_no", "Was Wikipedia multilingual from the start?",
     "No. It launched as a single English-language wiki, and 13 more languages followed in May 2001 [1]."),
    (14, G, "name_form", "Who proposed using a wiki as a feeder for Nupedia?", "Sanger [1]."),
    (14, G, "alternative", "Were Wikipedia's first servers in San Diego or in San Francisco?", "In San Diego [1]."),
    (14, G, "paraphrase", "Who paid for Wikipedia's first hosting?", "Wales donated both the servers, which were in San Diego, and the bandwidth [1]."),
    (14, G, "date_format", "When did Sanger propose the wiki?", "2001-01-10 [1]."),
    (14, G, "number_word", "How long after Sanger's proposal was Wikipedia launched?", "Five days later [1]."),
    (14, B, "changed_number", "When did Wales start Nupedia?", "In March 1999 [1]."),
    (14, B, "changed_number", "How big was Wikipedia at the end of 2001?", "By the end of 2001 Wikipedia had about 20,000 articles in 26 languages [1]."),
    (14, B, "swapped_name", "Who was Nupedia's editor-in-chief?", "Wales started Nupedia in March 2000 with Tim Shell as editor-in-chief [1]."),
    (14, B, "wrong_short_answer", "At which address was Wikipedia first launched?", "wikipedia.org"),
    (14, B, "added_place", "Which languages were added in May 2001?",
     "Editions in 13 more languages were started that month, among them Catalan, Chinese, French, German and Polish [1]."),

    # 15 Coca-Cola
    (15, G, "short_answer", "Who created Coca-Cola?", "John Stith Pemberton [1]."),
    (15, G, "date_format", "When was Coca-Cola first sold at Jacobs' Pharmacy?", "May 8, 1886 [1]."),
    (15, G, "number_word", "How much did a glass of Coca-Cola cost at first?", "Five cents [1]."),
    (15, G, "name_form", "Who suggested the name Coca-Cola?", "Frank Robinson [1]."),
    (15, G, "paraphrase", "Where does the name Coca-Cola come from?",
     "Frank M. Robinson took it from two of the ingredients, coca leaves and kola nuts, and wrote it in the script that is still the logo [1]."),
    (15, G, "yes_no", "Did the original Coca-Cola contain alcohol?", "No. Pemberton created it as a non-alcoholic version of his French Wine Coca [1]."),
    (15, G, "short_answer", "Who took control of the Coca-Cola company after Pemberton?", "Asa G. Candler"),
    (15, G, "hedge", "Why did Pemberton make a non-alcoholic drink?", "Apparently because Atlanta and Fulton County had passed temperance laws that year [1]."),
    (15, G, "alternative", "Was Coca-Cola first sold in bottles or at a soda fountain?", "At a soda fountain, in Jacobs' Pharmacy; bottles came only in 1894 [1]."),
    (15, G, "equivalent_name", "In which US state was Coca-Cola created?", "GA [1]."),
    (15, G, "paraphrase", "What happened to Pemberton's share of the business?",
     "Not long before he died, Pemberton sold what was left of his stake to Asa G. Candler, an Atlanta businessman, who went on to take full control of the company [1]."),
    (15, G, "number_word", "How many years after its first sale was Coca-Cola sold in bottles?", "Eight years [1]."),
    (15, B, "changed_number", "When was Coca-Cola first bottled?", "Coca-Cola was first sold in bottles in 1899 [1]."),
    (15, B, "changed_number_word", "How much did a glass of Coca-Cola cost in 1886?", "Ten cents [1]."),
    (15, B, "swapped_name", "Who named Coca-Cola?",
     "The name was suggested by Pemberton's bookkeeper and partner, Willis Venable, who also wrote it in the script still used as the logo [1]."),
    (15, B, "wrong_short_answer", "Where was Coca-Cola first sold?", "Wilson's Pharmacy"),
    (15, B, "added_place", "Where was Coca-Cola first sold?",
     "It was first sold at the soda fountain of Jacobs' Pharmacy in Atlanta and at a drugstore in Savannah [1]."),
    (15, B, "wrong_alternative", "Did Pemberton sell his stake to Asa Candler, or keep it until his death?", "He kept it until his death [1]."),

    # 16 Sony
    (16, G, "date_format", "When was the company that became Sony founded?", "7/5/1946 [1]."),
    (16, G, "short_answer", "Who founded the company that became Sony?", "Masaru Ibuka and Akio Morita [1]."),
    (16, G, "short_answer", "What was Sony's original name?", "Tokyo Tsushin Kogyo"),
    (16, G, "paraphrase", "What were the company's first products?",
     "Its first product, an electric rice cooker, flopped; then in 1950 it sold Japan's first tape recorder, the G-type [1]."),
    (16, G, "yes_no", "Was the company called Sony from the start?", "No, it only took the name Sony in 1958 [1]."),
    (16, G, "alternative", "Was Morita older or younger than Ibuka?", "Younger: Morita was 25 and Ibuka 38 [1]."),
    (16, G, "number_word", "How much older than Morita was Ibuka?", "Thirteen years [1]."),
    (16, G, "name_form", "Who opened the radio repair shop in 1945?", "Ibuka [1]."),
    (16, G, "paraphrase", "Where does the name Sony come from?", "It comes from sonus, the Latin word for sound [1]."),
    (16, B, "changed_number", "When did the TR-55 come out?",
     "The TR-55 came out in August 1957, after the company licensed the transistor from Bell Labs [1]."),
    (16, B, "changed_number", "How much capital did the company start with?", "¥150,000 [1]."),
    (16, B, "swapped_name", "Where was Ibuka's repair shop?",
     "In late 1945 Ibuka opened a radio repair shop in a bomb-damaged department store in Ginza [1]."),
    (16, B, "wrong_kind", "When did the Walkman appear?", "In Nihonbashi, Tokyo"),
    (16, B, "changed_number_word", "How old was Morita when the company was founded?", "Thirty-five [1]."),

    # 17 Stonehenge
    (17, G, "short_answer", "In which county is Stonehenge?", "Wiltshire [1]."),
    (17, G, "hedge", "When was the first monument at Stonehenge built?", "Around 3000 BC [1]."),
    (17, G, "paraphrase", "Where did the stones of Stonehenge come from?",
     "The big sarsens most likely came from the Marlborough Downs some 20 miles off, while the smaller bluestones were brought from the Preseli Hills in Wales, over 150 miles away [1]."),
    (17, G, "number_word", "How many kilometres is Stonehenge from Salisbury?", "About thirteen [1]."),
    (17, G, "yes_no", "Is Stonehenge a World Heritage Site?", "Yes, since 1986, together with Avebury [1]."),
    (17, G, "short_answer", "Who manages Stonehenge?", "English Heritage"),
    (17, G, "alternative", "Is Stonehenge aligned on the sunrise of the summer solstice or of the winter solstice?", "The summer solstice [1]."),
    (17, G, "equivalent_name", "Which organisation listed Stonehenge as a World Heritage Site?", "The United Nations Educational, Scientific and Cultural Organization [1]."),
    (17, G, "hedge", "How heavy are the sarsen stones?", "Some of them weigh around 25 tons [1]."),
    (17, G, "number_word", "How long after the first bank and ditch was the stone circle built?", "About five hundred years later [1]."),
    (17, B, "changed_number", "When did Stonehenge become a World Heritage Site?",
     "Stonehenge became a UNESCO World Heritage Site in 1987, together with Avebury [1]."),
    (17, B, "swapped_name", "Where do the bluestones come from?", "The smaller bluestones were brought from the Cambrian Mountains in Wales, more than 150 miles away [1]."),
    (17, B, "changed_number", "How far is Stonehenge from Salisbury?", "About 18 miles [1]."),
    (17, B, "wrong_alternative", "Is Stonehenge owned by the Crown or by the National Trust?", "By the National Trust [1]."),
    (17, B, "wrong_short_answer", "Where did the sarsen stones come from?", "The Preseli Hills"),
    (17, B, "added_place", "When was the stone circle built?", "The stone circle dates from about 2500 BC, when the bluestones were floated up the River Avon [1]."),

    # 18 Dead Sea
    (18, G, "short_answer", "What is the Dead Sea's main tributary?", "The Jordan River [1]."),
    (18, G, "hedge", "How far below sea level is the Dead Sea?", "Roughly 430 metres [1]."),
    (18, G, "yes_no", "Does the Dead Sea have an outlet?", "No; water leaves it only by evaporation [1]."),
    (18, G, "paraphrase", "How salty is the Dead Sea?", "Its salinity is about 34 percent, which makes it nearly ten times saltier than the ocean [1]."),
    (18, G, "number_word", "How deep is the Dead Sea?", "About three hundred metres [1]."),
    (18, G, "paraphrase", "Can anything live in the Dead Sea?", "Very little: apart from a few kinds of bacteria and algae, hardly anything survives in it [1]."),
    (18, G, "short_answer", "In which valley does the Dead Sea lie?", "The Jordan Rift Valley"),
    (18, G, "alternative", "Which country borders the Dead Sea to the east, Jordan or Israel?", "Jordan [1]."),
    (18, G, "equivalent_name", "Which country lies on the Dead Sea's eastern shore?", "The Hashemite Kingdom of Jordan [1]."),
    (18, B, "changed_number", "How low is the Dead Sea?", "Its surface and shores lie about 340 metres below sea level, the lowest land on Earth [1]."),
    (18, B, "changed_number", "What is the Dead Sea's salinity?", "About 24 percent [1]."),
    (18, B, "negation_flip", "Is the level of the Dead Sea changing?", "Its surface, about 430 metres below sea level, is no longer falling [1]."),
    (18, B, "wrong_alternative", "Are minerals extracted along the Dead Sea's northern or southern shore?", "The northern shore [1]."),
    (18, B, "wrong_short_answer", "What is the Dead Sea's main tributary?", "The Yarmouk River"),
    (18, B, "changed_number_word", "How many times saltier than the ocean is the Dead Sea?", "About five times [1]."),

    # 19 Trieste
    (19, G, "date_format", "When did Trieste reach the bottom of the Challenger Deep?", "23/1/1960 [1]."),
    (19, G, "short_answer", "Who was aboard Trieste on the dive?", "Jacques Piccard and Don Walsh [1]."),
    (19, G, "name_form", "Which US Navy officer made the dive?", "Lt. Walsh [1]."),
    (19, G, "equivalent_name", "Who had bought Trieste in 1958?", "The United States Navy [1]."),
    (19, G, "paraphrase", "How long did the dive take?",
     "Going down took 4 hours 45 minutes and coming back up 3 hours 17 minutes, and the two men stayed on the bottom for 20 minutes [1]."),
    (19, G, "hedge", "How far from Guam is the Challenger Deep?", "Roughly 250 miles south-west of it [1]."),
    (19, G, "yes_no", "Did anyone return to the Challenger Deep soon afterwards?", "No. Nobody went back until James Cameron dived there alone on 26 March 2012 [1]."),
    (19, G, "alternative", "Was Trieste built in Italy or in Switzerland?", "In Italy [1]."),
    (19, G, "short_answer", "In which trench is the Challenger Deep?", "The Mariana Trench"),
    (19, G, "paraphrase", "How deep did Trieste go?", "The depth was reported at the time as 10,916 metres, though later measurements give about 10,911 [1]."),
    (19, G, "number_word", "How many years before James Cameron's dive was the Trieste dive?", "Fifty-two years [1]."),
    (19, B, "changed_number_word", "How long was Trieste's descent?", "The descent took five hours and 45 minutes [1]."),
    (19, B, "changed_number", "When did the US Navy buy Trieste?", "In 1956 [1]."),
    (19, B, "swapped_name", "Who designed Trieste?", "Trieste was designed by Jacques Cousteau and built in Italy [1]."),
    (19, B, "wrong_kind", "Who went down in Trieste with Jacques Piccard?", "In January 1960"),
    (19, B, "added_place", "What did the two men do on the bottom?", "They spent 20 minutes on the sea floor, where they saw a flatfish [1]."),
    (19, B, "changed_number", "When did James Cameron dive to the Challenger Deep?", "On 26 March 2010 [1]."),

    # 20 Titanic
    (20, G, "date_format", "When did Titanic sink?", "April 15, 1912 [1]."),
    (20, G, "hedge", "How many people were on board Titanic?", "Roughly 2,200 [1]."),
    (20, G, "paraphrase", "What damage did the iceberg do to Titanic?",
     "The collision let the sea into five of the ship's sixteen watertight compartments, one more than she could survive [1]."),
    (20, G, "short_answer", "Who commanded Titanic?", "Captain Edward Smith"),
    (20, G, "equivalent_name", "Who found the wreck of Titanic?", "A joint American-French expedition [1]."),
    (20, G, "yes_no", "Did Titanic have enough lifeboats?", "No. They could hold only 1,178 people, far fewer than were on board [1]."),
    (20, G, "alternative", "Did the Carpathia arrive before or after Titanic sank?", "After [1]."),
    (20, G, "paraphrase", "How long did Titanic take to sink?",
     "She hit the iceberg at 11:40 pm on 14 April and went down at 2:20 am on 15 April, about two hours and forty minutes later [1]."),
    (20, G, "date_format", "When was the wreck of Titanic found?", "1 Sept. 1985 [1]."),
    (20, B, "changed_number", "How many people did the Carpathia rescue?", "The Cunard liner Carpathia rescued about 750 survivors [1]."),
    (20, B, "changed_number", "What time did Titanic hit the iceberg?", "At 11:14 pm [1]."),
    (20, B, "swapped_name", "Which line operated Titanic?", "Titanic was a Cunard liner built by Harland and Wolff in Belfast [1]."),
    (20, B, "changed_number_word", "How many watertight compartments did Titanic have?", "Fourteen [1]."),
    (20, B, "wrong_short_answer", "Where was Titanic headed?", "Boston"),
    (20, B, "added_place", "What route did Titanic take?",
     "She left Southampton on 10 April 1912, calling at Cherbourg and Queenstown on her way to New York [1]."),

    # 21 Berlin Wall
    (21, G, "date_format", "When did East Germany begin building the Berlin Wall?", "August 13, 1961 [1]."),
    (21, G, "short_answer", "Who announced the new travel rule on 9 November 1989?", "Günter Schabowski [1]."),
    (21, G, "name_form", "Which Politburo member held the press conference on 9 November 1989?", "Gunter Schabowski [1]."),
    (21, G, "hedge", "Why did the guards let the crowds through?", "It seems they had no orders [1]."),
    (21, G, "paraphrase", "What happened on 9 November 1989?",
     "At a routine press conference Schabowski said East Germans could travel to the West and, when asked when, replied that it applied immediately [1]."),
    (21, G, "equivalent_name", "Which state built the Berlin Wall?", "The GDR [1]."),
    (21, G, "number_word", "For how many years did the Wall divide Berlin before it was opened?", "Twenty-eight [1]."),
    (21, G, "short_answer", "What did Willy Brandt call the Berlin Wall?", "The Wall of Shame"),
    (21, G, "yes_no", "Was the Wall pulled down right away in November 1989?", "No. Demolition officially began on 13 June 1990 and was finished in 1992 [1]."),
    (21, G, "alternative", "Was the ring around West Berlin 155 or 45 kilometres long?", "155 kilometres [1]."),
    (21, G, "paraphrase", "Why was the Berlin Wall built?", "East Germany put it up to keep its people from leaving for the West through Berlin [1]."),
    (21, G, "date_format", "When did the official demolition of the Wall begin?", "13/06/1990 [1]."),
    (21, B, "changed_number", "When was the Wall demolished?", "Demolition officially began on 13 June 1990 and was finished in 1994 [1]."),
    (21, B, "swapped_name", "Who called it the 'Wall of Shame'?", "West Berlin's mayor, Helmut Kohl [1]."),
    (21, B, "changed_number", "When was Germany reunified?", "In 1991 [1]."),
    (21, B, "wrong_kind", "Who announced that East Germans could travel to the West?", "9 November 1989"),
    (21, B, "negation_flip", "What did the border guards do on 9 November 1989?",
     "Thousands of East Berliners crowded to the crossing points, but the guards, who had no orders, refused to let them through [1]."),

    # 22 Dolly
    (22, G, "date_format", "When was Dolly the sheep born?", "July 5, 1996 [1]."),
    (22, G, "paraphrase", "How was Dolly created?",
     "She was cloned from a mammary gland cell of a six-year-old Finn Dorset ewe, using an egg from a Scottish Blackface sheep, and another Blackface ewe gave birth to her [1]."),
    (22, G, "number_word", "How many lambs did Dolly have?", "Six [1]."),
    (22, G, "name_form", "Which scientist said Dolly was named after Dolly Parton?", "Wilmut [1]."),
    (22, G, "yes_no", "Did Dolly live past the age of ten?", "No. She was put down in 2003, aged six, after developing a lung disease [1]."),
    (22, G, "short_answer", "What was the name of Dolly's first lamb?", "Bonnie"),
    (22, G, "alternative", "Did the cell that Dolly was cloned from come from a Finn Dorset or a Scottish Blackface sheep?", "From a Finn Dorset ewe [1]."),
    (22, G, "hedge", "How many attempts did it take to produce Dolly?", "Apparently 277, with Dolly the only success [1]."),
    (22, G, "ordinal", "Which mammal was Dolly to be cloned from an adult cell?", "The first [1]."),
    (22, G, "date_format", "When was Dolly's birth announced?", "Feb 22, 1997 [1]."),
    (22, B, "changed_number", "When was Dolly put down?", "Dolly was put down on 14 February 2004 after developing a lung disease [1]."),
    (22, B, "changed_number", "How many attempts were made to clone Dolly?", "She was the only success in 434 attempts [1]."),
    (22, B, "wrong_short_answer", "Which company worked with the Roslin Institute on Dolly?", "Genzyme [1]."),
    (22, B, "swapped_name", "Where was Dolly cloned?",
     "She was cloned by Ian Wilmut, Keith Campbell and colleagues, working with PPL Therapeutics, at the Pirbright Institute [1]."),
    (22, B, "changed_number_word", "How old was the ewe whose cell was used?", "A four-year-old Finn Dorset ewe [1]."),
    (22, B, "wrong_kind", "When was Dolly's first lamb born?", "Bonnie"),
    (22, B, "changed_ordinal", "What was special about Dolly?", "She was the second mammal cloned from an adult cell [1]."),

    # 23 Ibuprofen leaflet
    (23, G, "short_answer", "Which group of medicines does ibuprofen belong to?", "Non-steroidal anti-inflammatory drugs (NSAIDs) [1]."),
    (23, G, "equivalent_name", "What kind of medicine is ibuprofen?", "An NSAID"),
    (23, G, "number_word", "How many ibuprofen 200 mg tablets may I take at most in 24 hours?", "Six [1]."),
    (23, G, "paraphrase", "How should adults take these tablets?",
     "Adults and children 12 and older can take one or two tablets with water up to three times a day, at least six hours apart, and no more than six tablets in 24 hours [1]."),
    (23, G, "yes_no", "Can I chew the tablets?", "No. Swallow them whole; do not chew, crush or suck them [1]."),
    (23, G, "short_answer", "What is the most ibuprofen I can take in 24 hours with these tablets?", "1,200 mg [1]."),
    (23, G, "yes_no", "Can I take these tablets if I once had an allergic reaction to aspirin?",
     "No, the leaflet says not to take them if you have had an allergic reaction to aspirin or another painkiller [1]."),
    (23, G, "alternative", "Should I leave 4 or 6 hours between doses?", "At least 6 hours [1]."),
    (23, G, "paraphrase", "What is ibuprofen used for?", "It is used for headaches, dental pain, period pain and backache, and for cold and flu symptoms [1]."),
    (23, G, "number_word", "When should I talk to a doctor?", "If you still need the tablets after ten days [1]."),
    (23, G, "hedge", "Can my 13-year-old take these tablets?", "It seems so: the dosing covers adults and children aged 12 and over [1]."),
    (23, B, "changed_number", "Who can take these tablets?", "Adults and children aged 10 and over may take one or two tablets up to three times a day [1]."),
    (23, B, "changed_number_word", "How often a day can I take the tablets?", "Up to four times a day [1]."),
    (23, B, "negation_flip", "Can I take ibuprofen if I had a stomach ulcer in the past?",
     "Yes, you can take the tablets if you have had a stomach ulcer in the past, as long as you leave 6 hours between doses [1]."),
    (23, B, "changed_number", "How long should I wait between doses?", "At least 4 hours [1]."),
    (23, B, "added_place", "What conditions are the tablets used for?",
     "They relieve headache, dental pain, period pain, backache, migraine and the symptoms of colds and flu [1]."),
    (23, B, "changed_number_word", "How many tablets can I take at most in 24 hours?", "eight"),

    # 24 Schengen 90/180
    (24, G, "short_answer", "How long can visa-free travellers stay in the Schengen Area?", "Up to 90 days in any 180-day period [1]."),
    (24, G, "yes_no", "Does the day I arrive count as a day of stay?", "Yes. Both the day of entry and the day of exit count [1]."),
    (24, G, "yes_no", "Can I restart the count by moving to another Schengen country?",
     "No. The 90-day limit applies to all the Schengen countries together, so going from one to another does not reset it [1]."),
    (24, G, "paraphrase", "How do I work out whether I am within the limit?",
     "For every day of your stay, look back over the previous 180 days and make sure no more than 90 of them were spent in the Schengen Area [1]."),
    (24, G, "alternative", "Do days spent in Ireland count toward the limit, or not?", "They do not count, because Ireland is outside the Schengen Area [1]."),
    (24, G, "number_word", "What is the maximum stay?", "Ninety days in any period of a hundred and eighty [1]."),
    (24, G, "equivalent_name", "Who offers the online short-stay calculator?", "The EU Commission [1]."),
    (24, G, "short_answer", "What can happen to people who overstay?", "Fines, removal or an entry ban"),
    (24, G, "yes_no", "Does the 90/180 rule apply to holders of a long-stay visa?", "No. Holders of a residence permit or a long-stay visa are not subject to it [1]."),
    (24, G, "hedge", "Do stays in Switzerland count toward the limit?", "They do, as far as the guidance says [1]."),
    (24, B, "changed_number", "What is the short-stay rule?", "Visa-free travellers may stay in the Schengen Area for no more than 90 days in any 365-day period [1]."),
    (24, B, "negation_flip", "Do the days of entry and exit count?", "The day of entry counts as a day of stay, but the day of exit does not [1]."),
    (24, B, "wrong_alternative", "Do stays in Iceland count toward the limit, or not?", "They do not count [1]."),
    (24, B, "added_place", "Which stays do not count toward the limit?",
     "Stays in Ireland, Cyprus and the United Kingdom do not count, because they are outside the Schengen Area [1]."),
    (24, B, "wrong_short_answer", "Stays in which countries do not count toward the limit?", "Iceland and Norway"),
    (24, B, "changed_number_word", "How many days may a visa-free traveller stay?", "Sixty days in any 180-day period [1]."),

    # 25 Microwave manual
    (25, G, "yes_no", "Can I run the microwave oven empty?", "No, that can damage the magnetron [1]."),
    (25, G, "short_answer", "What should I put inside the oven when practising programming it?", "A cup of water [1]."),
    (25, G, "paraphrase", "How do I test whether a dish is microwave-safe?",
     "Put it next to a cup of water and heat them at full power for a minute; if the dish gets hot but the water stays cool, don't use the dish [1]."),
    (25, G, "short_answer", "What can metal twist-ties cause in the oven?", "Sparking (arcing)"),
    (25, G, "alternative", "Does the turntable turn only clockwise, or in either direction?", "It may turn in either direction [1]."),
    (25, G, "paraphrase", "What should I do if food catches fire in the oven?", "Leave the door shut, switch the oven off and pull out the plug [1]."),
    (25, G, "hedge", "Should I pierce sausages before microwaving them?", "Yes, it's advised, as it is for potatoes [1]."),
    (25, G, "equivalent_name", "At what power level is the dish test done?", "Full power [1]."),
    (25, B, "changed_number_word", "How do I test a dish?",
     "Heat it beside a cup of water at 100% power for two minutes; if the dish gets hot while the water stays cool, do not use it [1]."),
    (25, B, "changed_number", "At what power should the dish test be run?", "At 50% power [1]."),
    (25, B, "negation_flip", "What should I do if food inside catches fire?", "Open the door at once, turn the oven off and unplug it [1]."),
    (25, B, "wrong_alternative", "Should the turntable be in place when the oven runs, or taken out?", "Taken out [1]."),
    (25, B, "wrong_short_answer", "Which foods should be pierced before cooking?", "Tomatoes and apples"),
    (25, B, "added_place", "Which metal items should I keep out of the oven?",
     "Do not use metal containers, dishes with metallic trim, metal twist-ties or aluminium foil, because they can cause sparking [1]."),

    # 26 Git setup
    (26, G, "short_answer", "Which command sets my name for Git commits?", 'git config --global user.name "Your Name" [1].'),
    (26, G, "paraphrase", "Why should I set my name and email in Git?", "Because Git stores your name and email address in each commit you make [1]."),
    (26, G, "short_answer", "Where does --global store the settings?", "In the .gitconfig file in your home directory [1]."),
    (26, G, "equivalent_name", "Which file holds my global Git settings?", "~/.gitconfig [1]."),
    (26, G, "yes_no", "Can I use a different email address for one repository?",
     "Yes: run the same command without --global inside that repository to override it there [1]."),
    (26, G, "alternative", "Which wins, a repository setting or a global one?", "The repository setting [1]."),
    (26, G, "short_answer", "Which setting chooses the editor for commit messages?", "core.editor"),
    (26, G, "paraphrase", "How do I make new repositories use main as the first branch?",
     "Run git config --global init.defaultBranch main, and new repositories will start on a branch called main [1]."),
    (26, G, "paraphrase", "In what order do Git's configuration files take precedence?",
     "Repository settings override global ones, and global settings override the system-wide /etc/gitconfig [1]."),
    (26, G, "ordinal", "Where does the system-wide file come in the order of precedence?", "Third, after repository and global settings [1]."),
    (26, B, "swapped_name", "Where does the --global option write settings?", "The --global option writes the settings to .git/config in your home directory [1]."),
    (26, B, "wrong_alternative", "Which takes precedence, global settings or repository settings?", "Global settings [1]."),
    (26, B, "negation_flip", "Does --global apply a setting to every repository?", "No, --global applies a setting only to the current repository [1]."),
    (26, B, "wrong_short_answer", "Which setting picks the editor Git opens for commit messages?", "core.pager"),
    (26, B, "swapped_name", "Which command sets the default branch name for new repositories?", "git config --global init.branch main [1]."),
    (26, B, "wrong_kind", "Where is the system-wide Git config file?", "git config --list [1]."),

    # 27 Returns policy
    (27, G, "number_word", "How many days after delivery can I return an item?", "Thirty [1]."),
    (27, G, "yes_no", "Can I return swimwear?", "No, swimwear cannot be returned [1]."),
    (27, G, "paraphrase", "How do I start a return?", "Email the store your order number and it will send you a prepaid return label [1]."),
    (27, G, "alternative", "Is the refund paid to my original payment method or as store credit?", "To the original payment method [1]."),
    (27, G, "number_word", "How soon will I get my refund?", "Within seven business days of the store receiving and inspecting the return [1]."),
    (27, G, "yes_no", "Are returns free within the US?", "Yes, returns within the United States are free [1]."),
    (27, G, "paraphrase", "Do international customers pay for returns?", "Yes. Customers outside the US cover their own return shipping and any customs duties [1]."),
    (27, G, "short_answer", "What should I do if an item arrives damaged?", "Contact the store within 48 hours"),
    (27, G, "paraphrase", "Will my original shipping charge be refunded?",
     "Not normally: original shipping is refunded only if the store sent the wrong item or a faulty one [1]."),
    (27, G, "hedge", "Can I return a shirt I have already worn?", "Probably not, since items must be unworn and unwashed, with the tags attached [1]."),
    (27, G, "number_word", "How long do I have to report a damaged delivery?", "Two days [1]."),
    (27, B, "changed_number", "How long is the return window?", "Items can be returned within 45 days of delivery for a full refund or an exchange [1]."),
    (27, B, "changed_number", "How soon is the refund paid?", "Within 10 business days [1]."),
    (27, B, "negation_flip", "Can gift cards be returned?", "Yes, gift cards can be returned, but final-sale items, underwear and swimwear cannot [1]."),
    (27, B, "wrong_alternative", "Are returns within the US free, or paid by the customer?", "Paid by the customer [1]."),
    (27, B, "changed_number", "How long do I have to report a damaged item?", "7 days"),
    (27, B, "added_place", "Which items cannot be returned?", "Final-sale items, gift cards, underwear, swimwear and earrings cannot be returned [1]."),

    # Answers citing two passages
    (0, G, "paraphrase", "Which came first, Tesla's American citizenship or ENIAC's unveiling?",
     "Tesla became an American citizen in 1891 [1], more than half a century before ENIAC was shown to the press in February 1946 [2].", [13]),
    (4, G, "paraphrase", "Where were X-rays and Jupiter's moons discovered?",
     "Röntgen found X-rays at the University of Würzburg on 8 November 1895 [1], while Galileo, then teaching at Padua, first saw Jupiter's moons on 7 January 1610 [2].", [2]),
    (7, G, "paraphrase", "What records or awards did Citizen Kane and Jaws earn?",
     "Citizen Kane won a single Oscar, for its screenplay [1], and Jaws was the first film to earn more than $100 million in theatrical rentals [2].", [8]),
    (16, G, "number_word", "How long before Thriller did the Walkman come out?",
     "The Walkman appeared in 1979 [1], three years before Thriller was released in November 1982 [2].", [9]),
    (20, G, "number_word", "How many years after the Trieste dive was Titanic's wreck found?",
     "Titanic's wreck was found on 1 September 1985 [1], twenty-five years after Trieste reached the Challenger Deep [2].", [19]),
    (7, B, "changed_number_word", "How did Citizen Kane and Jaws do?",
     "Citizen Kane won two Oscars [1], and Jaws opened on 464 screens in the United States and Canada [2].", [8]),
    (20, B, "changed_number", "When did Titanic sink and when did Trieste reach the Challenger Deep?",
     "Titanic sank on 15 April 1912 [1], and Trieste reached the bottom of the Challenger Deep on 23 January 1962 [2].", [19]),
    (10, B, "swapped_name", "How big were the crowds at Woodstock and at the Rumble in the Jungle?",
     "Some 400,000 people came to Woodstock [1], and about 60,000 watched the Rumble in the Jungle at the Stade du 20 Mai in Kampala [2].", [5]),
]
