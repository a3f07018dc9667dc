"""Blind held-out citations corpus D (issue #18), written in one sitting from public pages read through
the project's search tool (encyclopedia-style pages on people, places, companies, science, medicine,
sport, history, film, music, books and technology; the Python documentation's history page; kettle and
e-bike battery manuals; a car-rental age policy, a hotel cancellation policy and a terms-of-service age
clause). Each passage is our own wording of facts those pages state. The answers imitate the two
public QA-hallucination benchmarks: HaluEval-QA (a question and a one-phrase answer, right or a
plausible wrong one of the same kind) and RAGTruth (one to three sentences with [n] citations, the
hallucinations subtle). Nobody ran verity on this data or tuned a rule on it before the integrator's
single run. See BLIND.md."""

PASSAGES_D = [
    # 0
    "Ada Lovelace was born Ada Byron in London on 10 December 1815, the daughter of the poet Lord Byron and Annabella Milbanke, a 23-year-old heiress who later inherited the title Baroness Wentworth. In 1833 Charles Babbage showed her his hand-cranked Difference Engine, and in 1834 he described to her a far more ambitious machine, the Analytical Engine, which was never built. In 1842 the Italian engineer Luigi Menabrea, a future prime minister of Italy, published a paper on the Analytical Engine. Lovelace translated it into English and signed the translation only with the initials A.A.L. She added seven notes of her own, labelled A to G, which together were more than twice as long as Menabrea's paper. In Note A she explained that the engine could be programmed as a general-purpose machine rather than merely calculating fixed results.",
    # 1
    "Frederick Banting (14 November 1891 – 21 February 1941) was a Canadian physician and medical scientist known as the co-discoverer of insulin. He was born in a farmhouse near Alliston, Ontario, the youngest of five children, and studied medicine at the University of Toronto. In 1921, working in Toronto with Charles Best, a 22-year-old medical student, he isolated the pancreatic hormone insulin in experiments on dogs. In January 1922 a diabetic teenager named Leonard Thompson became the first person to receive an insulin injection. The 1923 Nobel Prize in Physiology or Medicine was awarded to Banting and John Macleod, and Banting shared his part of the prize money with Best. Banting was 32 when he received the prize and remains the youngest laureate in that field. He died in a plane crash in Newfoundland in 1941.",
    # 2
    "The Great Barrier Reef is the world's largest coral reef system, lying in the Coral Sea off the coast of Queensland in north-eastern Australia. It is made up of roughly 2,900 individual reefs and 900 islands and stretches for some 2,300 kilometres over an area of about 344,400 square kilometres. It is the largest structure built by living organisms and can be seen from space. The reef was inscribed as a World Heritage Site in 1981. More than 1,500 species of fish live on it, six species of sea turtle come to it to breed, and it supports large populations of dugongs. Much of the reef is protected by the Great Barrier Reef Marine Park. Warmer ocean temperatures, which cause coral bleaching, are considered the biggest threat to it.",
    # 3
    "Linus Torvalds was born on 28 December 1969 in Helsinki, Finland, into the country's Swedish-speaking minority. His maternal grandfather, the statistician Leo Törnqvist, bought a Commodore VIC-20, on which the boy taught himself BASIC and then assembly language. In 1991, as a 21-year-old computer science student at the University of Helsinki, Torvalds began writing a new operating-system kernel, frustrated by the limits of MINIX, a teaching system created by Andrew Tanenbaum. On 25 August 1991 he announced the project in the comp.os.minix newsgroup as a free operating system that was just a hobby and would not be big and professional like GNU. He had wanted to call it Freax, but Ari Lemmke, who ran the university's FTP server, uploaded it to a directory named linux, and the name stuck. Combined with the tools of the GNU project, which still lacked a kernel of its own, Linux became a complete free operating system.",
    # 4
    "The Battle of Hastings was fought on 14 October 1066 between the Norman army of William, Duke of Normandy, and the English army of King Harold II, also known as Harold Godwinson. Edward the Confessor had died in January 1066 without an heir, and both Harold and William claimed that the throne had been promised to them. A few weeks before the battle, Harold defeated the Norwegian claimant Harald Hardrada at Stamford Bridge in the north of England, then marched his tired army south. William had landed with about 7,000 men near Pevensey on the south coast on 28 September 1066. The battle itself was fought about six miles north-west of Hastings, at Senlac Hill. Harold was killed, according to legend by an arrow in the eye, and William, afterwards known as William the Conqueror, marched on London and took the English crown.",
    # 5
    "Casablanca is a 1942 American romantic drama directed by Michael Curtiz and set in the Moroccan city of Casablanca during the Second World War. Humphrey Bogart plays Rick Blaine, an American expatriate who runs a nightclub, and Ingrid Bergman plays his former lover Ilsa Lund, who arrives with her husband, the Czech resistance leader Victor Laszlo, played by Paul Henreid. The screenplay by Julius J. Epstein, Philip G. Epstein and Howard Koch was based on Everybody Comes to Rick's, an unproduced play by Murray Burnett and Joan Alison. Dooley Wilson plays the pianist Sam, who sings As Time Goes By. The film runs 102 minutes. It was nominated for eight Academy Awards and won three: Best Picture, Best Director and Best Screenplay. George Raft had turned down the part of Rick before it went to Bogart.",
    # 6
    "Sachin Tendulkar made his Test debut for India in 1989, at the age of 16, and went on to play international cricket for 24 years. On 24 February 2010, against South Africa at the Captain Roop Singh Stadium in Gwalior, he became the first batsman to score a double century in a one-day international, finishing unbeaten on 200 from 147 balls with 25 fours and three sixes. On 16 March 2012, in an Asia Cup match in Mirpur, he scored 114 against Bangladesh and became the first player to reach 100 international centuries, 51 in Tests and 49 in one-day internationals. India nevertheless lost that match by five wickets. He retired from one-day internationals in December 2012 with 18,426 runs from 463 matches, and from Test cricket in November 2013 after 200 Tests. In 2019 he was inducted into the ICC Hall of Fame.",
    # 7
    "Jane Austen wrote the first version of Pride and Prejudice, then called First Impressions, between October 1796 and August 1797. Her father, George Austen, offered it to the London publisher Thomas Cadell, who declined it by return of post. After revising the novel, Austen sold its copyright in 1812 to Thomas Egerton for £110, although she had hoped for £150. Egerton published it in three volumes at the end of January 1813, priced at 18 shillings, and the first advertisement appeared on 28 January. Like Sense and Sensibility, it was published anonymously. The story is set in Hertfordshire and follows Elizabeth Bennet, one of the five daughters of Mr and Mrs Bennet. No manuscript of the novel survives.",
    # 8
    "Spirited Away is a Japanese animated fantasy film written and directed by Hayao Miyazaki and produced by Studio Ghibli, the studio he had founded with Isao Takahata in 1985. It was released in Japan in July 2001 and tells the story of Chihiro, a 10-year-old girl who becomes lost in a world of spirits and gods after her parents are turned into pigs. In Japan it grossed more than 30 billion yen and drew about 23 million viewers, overtaking the box-office record set by Titanic. At the 75th Academy Awards in March 2003 it won the Oscar for Best Animated Feature, beating four American films, among them Lilo & Stitch and Ice Age. The category had been introduced only the year before, when the first award went to Shrek. Miyazaki did not attend the ceremony. It was the first Studio Ghibli film to be nominated in the category.",
    # 9
    "Ludwig van Beethoven's Ninth Symphony, his last, was first performed on 7 May 1824 at the Theater am Kärntnertor in Vienna. By then Beethoven was almost completely deaf, so although he stood on stage beside the orchestra, the players had been told to follow the real conductor, Michael Umlauf. The work was unusual for its time in using voices as well as instruments: its finale sets words from Friedrich Schiller's poem Ode to Joy for four soloists and a chorus. Beethoven chose two young singers for the soprano and alto parts, Henriette Sontag, aged 18, and Caroline Unger, aged 20. Because he could not hear the applause, Unger turned him round to face the audience, which gave him five standing ovations. The symphony had been commissioned by the Philharmonic Society of London, and its Ode to Joy has since been adopted as an anthem by the European Union.",
    # 10
    "The LEGO company began in 1932 in the village of Billund, Denmark, where the master carpenter Ole Kirk Christiansen made stepladders, ironing boards and wooden toys. In 1934 he named the business LEGO, from the Danish words leg godt, meaning play well. In 1949 the company bought a plastic moulding machine and began making Automatic Binding Bricks, the forerunners of today's bricks. On 28 January 1958, Ole's third son, Godtfred Kirk Christiansen, filed a Danish patent for the stud-and-tube coupling that holds the bricks together. Godtfred was managing director of the company from 1950 to 1995. LEGO was first shown in the United Kingdom at the Brighton Toy Fair in 1960, and its minifigures were introduced in 1974. The company is still owned by the Kirk Kristiansen family.",
    # 11
    "On 29 May 1953 the New Zealander Edmund Hillary and the Sherpa Tenzing Norgay became the first climbers confirmed to have reached the summit of Mount Everest, at 8,848 metres the highest mountain on Earth. They were members of the ninth British expedition to attempt the mountain, led by Colonel John Hunt and financed by the Joint Himalayan Committee. The pair reached the top at 11:30 in the morning and stayed about 15 minutes, taking photographs. A few days earlier their teammates Tom Bourdillon and Charles Evans had come within about 100 metres of the summit before turning back. Tenzing left chocolates in the snow as an offering, and Hillary left a cross that Hunt had given him. News of the ascent reached London on the morning of Queen Elizabeth II's coronation on 2 June, and Hillary and Hunt were knighted.",
    # 12
    "Apollo 11 was launched from Kennedy Space Center in Florida on 16 July 1969 with a crew of three: Neil Armstrong, the commander, Buzz Aldrin and Michael Collins. On 20 July Armstrong and Aldrin landed the lunar module Eagle in the Sea of Tranquility, while Collins remained in lunar orbit aboard the command module Columbia. Some six hours after the landing Armstrong became the first person to step onto the Moon, and Aldrin joined him about 19 minutes later. The two men spent about two and a half hours outside the lunar module and collected about 22 kilograms of lunar rock and soil. Eagle stayed on the Moon for 21 hours and 36 minutes in all. Apollo 11 was the first lunar landing but the fifth crewed Apollo mission. The crew splashed down in the Pacific Ocean on 24 July and were then kept in quarantine for 14 days.",
    # 13
    "Victoria Falls is a waterfall on the Zambezi River at the border between Zambia and Zimbabwe. The Scottish missionary and explorer David Livingstone is believed to have been the first European to see it, on 16 November 1855, from what is now called Livingstone Island, and he named it after Queen Victoria. Its local name, Mosi-oa-Tunya, means the smoke that thunders, and both names are recognised on the World Heritage List. Although it is neither the highest nor the widest waterfall in the world, it is classed as the largest, because its width of 1,708 metres and height of 108 metres form the world's largest sheet of falling water. That is roughly twice the height of Niagara Falls. The falls were declared a UNESCO World Heritage Site in 1989. The bridge across the gorge just below them, part of Cecil Rhodes's plan for a Cape to Cairo railway, was built between 1903 and 1905.",
    # 14
    "Jesse Owens was born James Cleveland Owens in Oakville, Alabama, on 12 September 1913, and his family moved to Cleveland, Ohio, in the early 1920s. As a student at Ohio State University he broke three world records and equalled a fourth within about 45 minutes at a Big Ten meet in Ann Arbor, Michigan, on 25 May 1935. The long jump world record of 8.13 metres that he set that day was not broken for 25 years. At the 1936 Olympic Games in Berlin he won four gold medals, in the 100 metres, the 200 metres, the long jump and the 4 × 100 metres relay. The relay, won on 9 August 1936, was his fourth gold. His victories undermined Adolf Hitler's aim of using the Games to show the supposed superiority of the Aryan race. Owens died in Phoenix, Arizona, on 31 March 1980.",
    # 15
    "ABBA were a Swedish pop group formed in Stockholm in 1972 by Agnetha Fältskog, Björn Ulvaeus, Benny Andersson and Anni-Frid Lyngstad. They won the Eurovision Song Contest on 6 April 1974 at the Dome in Brighton, England, with the song Waterloo. The BBC staged that year's contest because Luxembourg, which had won in 1972 and 1973, declined to host it again. ABBA performed eighth and finished first of 17 entries with 24 points, and their conductor, Sven-Olof Walldoff, appeared on stage dressed as Napoleon. It was Sweden's first Eurovision victory. The United Kingdom's entry, Olivia Newton-John, came fourth with Long Live Love.",
    # 16
    "Python was created by the Dutch programmer Guido van Rossum at the Stichting Mathematisch Centrum (CWI) in the Netherlands as a successor to a language called ABC. He began writing its interpreter in December 1989 as a hobby project for the week around Christmas, when his office was closed, and took the name from the television comedy Monty Python's Flying Circus, of which he was a big fan. Versions 0.9.0 to 1.2 were released by CWI between 1991 and 1995. In 1995 van Rossum continued his work at the Corporation for National Research Initiatives (CNRI) in Reston, Virginia. In May 2000 he and the core development team moved to BeOpen.com to form the BeOpen PythonLabs team, which in October of that year moved to Digital Creations, later Zope Corporation. The Python Software Foundation, a non-profit organisation created to own Python's intellectual property, was formed in 2001.",
    # 17
    "Tim Berners-Lee, who was born in London in 1955 and studied physics at Oxford, was working at CERN, the European Organization for Nuclear Research, when he submitted a proposal titled Information Management: A Proposal in March 1989. His manager, Mike Sendall, wrote on it that it was vague but exciting. In 1990 the Belgian systems engineer Robert Cailliau joined him, and on 12 November 1990 the two published a formal proposal for a hypertext project called WorldWideWeb. By the end of 1990 Berners-Lee had written HTML, HTTP, the first browser and the first web server, all on a NeXT computer. The first website, at info.cern.ch, described the World Wide Web project itself. The web became a publicly available service on 6 August 1991.",
    # 18
    "Deep Blue was an IBM chess supercomputer that played two six-game matches against the world champion Garry Kasparov. The first match, played in Philadelphia in February 1996, was won by Kasparov 4–2, although Deep Blue won the opening game, the first time a computer had beaten a reigning world champion in a game under regular time controls. An improved version, unofficially nicknamed Deeper Blue, won the rematch in New York City in May 1997 by 3½–2½. In the rematch Kasparov won the first game, lost the second and drew the next three. In the sixth and deciding game, on 11 May 1997, he resigned after only 19 moves. The winner's purse was $700,000 and the loser's $400,000.",
    # 19
    "The Sagrada Família is a large Roman Catholic church in Barcelona designed by the Catalan architect Antoni Gaudí. Its foundation stone was laid on 19 March 1882 under the architect Francisco de Paula del Villar, who had planned a simple neo-Gothic church. After Villar resigned in 1883, Gaudí took over and redesigned the building entirely, with 18 spires. From 1911 he devoted himself solely to the project, and he led it until his death in 1926, when he was run over by a tram. In 1936, during the Spanish Civil War, many of his drawings and models were destroyed in a fire. Pope Benedict XVI consecrated the church and raised it to a minor basilica on 7 November 2010, before a congregation of more than 6,500 people. Once its 170-metre central tower is finished, it will be the tallest church in the world.",
    # 20
    "Toni Morrison was born Chloe Ardelia Wofford on 18 February 1931 in Lorain, Ohio, the second of four children. She studied English at Howard University, graduating in 1953, and earned a master's degree at Cornell University in 1955. While working as an editor at Random House in New York, she published her first novel, The Bluest Eye, in 1970. Her novel Beloved, published in 1987, won the Pulitzer Prize for Fiction in 1988 and was made into a film starring Oprah Winfrey in 1998. In 1993 she was awarded the Nobel Prize in Literature, the first African American woman to receive it. President Barack Obama presented her with the Presidential Medal of Freedom in 2012. She died on 5 August 2019, at the age of 88.",
    # 21
    "Measles is a highly contagious disease caused by a virus that lives in the mucus of the nose and throat and spreads mainly through coughing and sneezing. Up to nine out of ten people who are not protected will catch it if they are near an infected person. Symptoms usually appear 7 to 14 days after contact with the virus and begin with a high fever, a cough, a runny nose and red, watery eyes. Two to three days later, tiny white spots called Koplik spots may appear inside the mouth. Three to five days after the first symptoms, a red, blotchy rash breaks out on the face at the hairline and spreads down to the neck, trunk, arms and legs. The MMR vaccine protects against measles, mumps and rubella: one dose is about 93 per cent effective against measles and two doses about 97 per cent. Children younger than five are most at risk of serious complications such as pneumonia and encephalitis.",
    # 22
    "Before using the kettle for the first time, fill it to the MAX mark, boil the water and pour it away. Never fill the kettle above the MAX mark or below the MIN mark; if it is switched on with too little water, the boil-dry protector cuts the power. Unplug the kettle and let it cool completely before cleaning it. Wipe the outside with a damp cloth, and never immerse the kettle, its base or the power cord in water or any other liquid. Descale the kettle once a month in hard-water areas and once every three months where the water is medium-hard. To descale, boil equal parts of white vinegar and water, 500 ml of each, leave the mixture to stand overnight, then empty it and boil fresh water twice, pouring it away each time. Faults caused by scale are not covered by the guarantee.",
    # 23
    "The main driver must be at least 21 years old and must present a valid driving licence and a credit card in his or her own name. For rentals in Europe, every driver must have held a full driving licence for at least one year; this requirement does not apply in the United States and Canada. In the United States and Canada, drivers aged between 21 and 25 pay a young driver surcharge of 25 US dollars or 25 Canadian dollars, unless they booked the Underage Gold rate, which already includes it. Some locations also set a maximum age: in Italy, for example, the maximum age for renting is 75. An international driving licence is needed only if your own licence is not written in English. Drivers with major endorsements on their licence will not normally be accepted.",
    # 24
    "Petra is an archaeological city in the south-western desert of Jordan that was once the capital of the Nabataean kingdom. Its tombs and temples are carved into pink sandstone cliffs, which earned it the nickname the Rose City, and it is reached through a narrow canyon called the Siq. Its best-known monument is Al-Khazneh, the Treasury, a facade about 40 metres high that was probably the tomb of the Nabataean king Aretas IV. After the Roman conquest and a shift in trade routes the city declined and was eventually abandoned. In 1812 the Swiss explorer Johann Ludwig Burckhardt, then 27 years old and travelling in the guise of an Arab, became the first European to enter it for centuries. Petra was added to the UNESCO World Heritage List on 6 December 1985, and in 2007 it was chosen as one of the New Seven Wonders of the World.",
    # 25
    "Nadia Comăneci, from Onești in Romania, was 14 years old when she competed at the 1976 Olympic Games in Montreal. On 18 July 1976, at the Montreal Forum, her routine on the uneven bars became the first in Olympic history to be awarded a perfect score of 10. The scoreboard had room for only three digits and showed 1.00, and the crowd was at first confused. She scored seven 10s at those Games, four on the uneven bars and three on the balance beam. She won three gold medals, in the individual all-around, the uneven bars and the balance beam, as well as a silver medal in the team competition and a bronze on the floor exercise. At the 1980 Games in Moscow she won two more gold medals. She left Romania for the United States in 1989, and in 1996 she married the American Olympic champion Bart Conner.",
    # 26
    "Jonas Salk (28 October 1914 – 23 June 1995) was an American medical researcher who developed the first safe and effective vaccine against polio. In 1947 he joined the University of Pittsburgh School of Medicine, where he set up his own Virus Research Laboratory, and he and his team worked on the vaccine there for seven years. He was so confident in it that he tested it on himself, his co-workers and his own family. A national field trial involving nearly two million schoolchildren was overseen by his former mentor Thomas Francis of the University of Michigan. On 12 April 1955 Francis's report declared the vaccine safe, effective and potent. Salk never patented the vaccine; asked in a television interview who owned the patent, he answered that there was none and asked whether one could patent the sun.",
    # 27
    "The Toyota story began with Sakichi Toyoda, who invented an automatic loom and founded Toyoda Automatic Loom Works in 1926. His eldest son, Kiichiro Toyoda, travelled to Europe and the United States in 1929 to study car production, and in 1933 the loom company set up a division to build automobiles under his direction. The division produced its first engine in 1934 and completed three prototypes of the Model A1 passenger car in May 1935. Production of the Model AA passenger car began in 1936. Toyota Motor Co. became an independent company on 28 August 1937. The family name Toyoda was changed to Toyota partly because the new name takes eight brush strokes to write, and eight is considered a lucky number. The sale of the loom patent rights to the British firm Platt Brothers helped pay for the move into cars.",
    # 28
    "You must be at least 13 years old to create an account and use the Service. If you live in a country of the European Union where the age of digital consent is higher, you must be at least 16 or the age that applies in your country. Users under 18 may use the Service only with the consent of a parent or legal guardian, who accepts these Terms on their behalf and is responsible for their use of the Service. By creating an account, you confirm that you meet these requirements. We do not verify ages at sign-up, but if we learn that a user is under the minimum age, we will terminate the account without notice and delete its data. A parent who believes that a child under 13 has created an account should contact us to have the account removed.",
    # 29
    "Charge the battery fully before your first ride, until the indicator light on the charger changes from red to green. Charging normally takes 3 to 7 hours, and the battery should never be left charging for more than 12 hours at a time. Always charge indoors at a temperature between 10 °C and 25 °C, away from direct sunlight and flammable materials, and never charge a battery that is below freezing. Use only the charger supplied with your e-bike; any other charger may cause a fire. The battery has no memory effect, so you can recharge it after short rides. If you will not ride for more than 30 days, store the battery at about 50 per cent charge in a cool, dry place and top it up once a month. A lithium-ion battery typically lasts about three years or 500 charge cycles, whichever comes first.",
    # 30
    "Nelson Mandela, born on 18 July 1918, joined the African National Congress in 1944 and became its deputy national president in 1952. Arrested in 1962 for leaving South Africa illegally, he was sentenced to five years in prison, and in June 1964 he was convicted of sabotage and sentenced to life imprisonment. He spent 18 of his 27 years in prison on Robben Island. After F. W. de Klerk became president in 1989, lifted the ban on the ANC and ordered his release, Mandela walked out of Victor Verster Prison near Cape Town on 11 February 1990. In 1993 Mandela and de Klerk were jointly awarded the Nobel Peace Prize. The following year the ANC won the country's first free elections, and on 10 May 1994 Mandela became South Africa's first black president.",
    # 31
    "Reservations may be cancelled free of charge up to 48 hours before the scheduled check-in date. Cancellations made within 48 hours of arrival are charged one night's stay, including taxes and fees. Guests who do not arrive on the scheduled date and have not told us are treated as no-shows and are also charged one night's stay. Rates marked non-refundable cannot be cancelled or changed and are charged in full at the time of booking. Bookings of five or more rooms are group bookings and follow the terms of the group contract, which has a longer notice period. Check-in is from 2:00 pm and check-out is by 12:00 noon. Guests who leave earlier than booked without notice may be charged for the remaining nights.",
]

CASES_D = [
    # 0: Ada Lovelace
    (0, "ok", "short_answer", "Who was Ada Lovelace's father?", "Lord Byron"),
    (0, "ok", "date_format", "When was Ada Lovelace born?", "On December 10, 1815 [1]."),
    (0, "ok", "short_answer", "Whose paper did Lovelace translate into English?", "Luigi Menabrea's paper on the Analytical Engine [1]"),
    (0, "ok", "number_word", "How many notes did Lovelace add to her translation?", "Seven, labelled A to G [1]."),
    (0, "ok", "paraphrase", "How long were Lovelace's notes?", "Her notes ran to more than double the length of Menabrea's original paper [1]."),
    (0, "ok", "yes_no", "Was the Analytical Engine ever built?", "No, Babbage's Analytical Engine was never built [1]."),
    (0, "ok", "name_form", "Who was Ada Lovelace's mother?", "Annabella Milbanke, later Baroness Wentworth [1]."),
    (0, "ok", "alternative", "Did Babbage first show Lovelace the Difference Engine or the Analytical Engine?", "The Difference Engine, in 1833 [1]."),
    (0, "bad", "changed_number", "When did Menabrea publish his paper on the Analytical Engine?", "In 1843 [1]."),
    (0, "bad", "swapped_name", "Who showed Lovelace the Difference Engine?", "Luigi Menabrea showed it to her in 1833 [1]."),
    (0, "bad", "changed_number_word", "How many notes did Lovelace add?", "She added nine notes of her own [1]."),
    (0, "bad", "wrong_kind", "When was Ada Lovelace born?", "She was born in London to Lord Byron and Annabella Milbanke [1]."),
    (0, "bad", "negation_flip", "What happened to the Analytical Engine?", "Babbage described it to Lovelace in 1834, and the machine was eventually built [1]."),
    # 1: Frederick Banting
    (1, "ok", "short_answer", "Where was Frederick Banting born?", "Near Alliston, Ontario"),
    (1, "ok", "paraphrase", "Who helped Banting isolate insulin?", "Charles Best, then a 22-year-old medical student, worked with him in Toronto in 1921 [1]."),
    (1, "ok", "date_format", "When did Banting die?", "February 21, 1941 [1]"),
    (1, "ok", "ordinal", "Where did Banting come among his siblings?", "He was the fifth and youngest of five children [1]."),
    (1, "ok", "equivalent_name", "Which country was Banting from?", "Canada [1]."),
    (1, "ok", "yes_no", "Did Charles Best officially share the 1923 Nobel Prize?", "No, the prize went to Banting and Macleod, although Banting shared his prize money with Best [1]."),
    (1, "ok", "number_word", "How old was Banting when he won the Nobel Prize?", "Thirty-two [1]."),
    (1, "ok", "short_answer", "Who was the first person to receive an insulin injection?", "Leonard Thompson"),
    (1, "ok", "hedge", "Is Banting the youngest Nobel laureate in medicine?", "It appears so: he was 32 when he received the prize and remains the youngest laureate in that field [1]."),
    (1, "bad", "swapped_name", "Who received the 1923 Nobel Prize for insulin?", "The prize went to Banting and Charles Best [1]."),
    (1, "bad", "changed_number", "When did Leonard Thompson receive insulin?", "In January 1923 [1]."),
    (1, "bad", "wrong_short_answer", "Where did Banting die?", "Nova Scotia"),
    (1, "bad", "added_place", "Where was insulin isolated?", "In Toronto and in London, Ontario, in experiments on dogs [1]."),
    (1, "bad", "changed_number_word", "How many children were in Banting's family?", "He was the youngest of six children [1]."),
    # 2: Great Barrier Reef
    (2, "ok", "short_answer", "Where is the Great Barrier Reef?", "In the Coral Sea off Queensland, Australia [1]"),
    (2, "ok", "paraphrase", "How big is the Great Barrier Reef?", "It covers about 344,400 square kilometres and stretches for some 2,300 kilometres [1]."),
    (2, "ok", "hedge", "How many reefs make up the Great Barrier Reef?", "Roughly 2,900 individual reefs, along with some 900 islands [1]."),
    (2, "ok", "yes_no", "Can the Great Barrier Reef be seen from space?", "Yes, it is visible from space [1]."),
    (2, "ok", "short_answer", "In what year did the reef become a World Heritage Site?", "1981"),
    (2, "ok", "number_word", "How many kinds of sea turtle breed on the reef?", "Six [1]."),
    (2, "ok", "paraphrase", "What is the biggest threat to the reef?", "Rising ocean temperatures, which bleach the coral, are seen as the greatest danger to it [1]."),
    (2, "ok", "alternative", "Is the reef threatened more by warmer water or by fishing?", "By warmer water: higher ocean temperatures causing coral bleaching are considered its biggest threat [1]."),
    (2, "ok", "short_answer", "Which marine park protects the reef?", "The Great Barrier Reef Marine Park [1]."),
    (2, "bad", "changed_number", "How many fish species live on the reef?", "More than 1,200 species of fish [1]."),
    (2, "bad", "changed_number", "When was the reef listed as a World Heritage Site?", "In 1985 [1]."),
    (2, "bad", "added_place", "Where does the Great Barrier Reef lie?", "In the Coral Sea, off the coasts of Queensland and Papua New Guinea [1]."),
    (2, "bad", "negation_flip", "Is the reef protected?", "No, the reef is not protected by any marine park [1]."),
    (2, "bad", "changed_number_word", "How many sea turtle species breed on the reef?", "Seven species of sea turtle come to the reef to breed [1]."),
    # 3: Linus Torvalds and Linux
    (3, "ok", "short_answer", "Where was Linus Torvalds born?", "Helsinki, Finland"),
    (3, "ok", "date_format", "When was Linus Torvalds born?", "1969-12-28 [1]"),
    (3, "ok", "equivalent_name", "What nationality is Linus Torvalds?", "He is Finnish, from the Swedish-speaking minority [1]."),
    (3, "ok", "paraphrase", "Why did Torvalds start writing Linux?", "He was frustrated by the limitations of MINIX, the teaching system written by Andrew Tanenbaum [1]."),
    (3, "ok", "name_form", "Who gave Linux its name?", "Lemmke, who ran the university FTP server and put the code in a directory called linux [1]."),
    (3, "ok", "alternative", "Did Torvalds want to call his kernel Linux or Freax?", "Freax; the name Linux came from the directory Ari Lemmke created [1]."),
    (3, "ok", "yes_no", "Did Torvalds expect Linux to become big?", "No, he announced it as just a hobby that would not be big and professional like GNU [1]."),
    (3, "ok", "number_word", "How old was Torvalds when he started Linux?", "He was twenty-one [1]."),
    (3, "ok", "short_answer", "In which newsgroup did Torvalds announce his kernel?", "comp.os.minix [1]"),
    (3, "bad", "swapped_name", "What was MINIX?", "A teaching operating system created by Ari Lemmke [1]."),
    (3, "bad", "changed_number", "When did Torvalds announce his kernel?", "On 25 August 1992 [1]."),
    (3, "bad", "wrong_alternative", "Did Torvalds want to call his kernel Linux or Freax?", "Linux [1]."),
    (3, "bad", "wrong_kind", "How old was Torvalds when he began Linux?", "He was a computer science student at the University of Helsinki [1]."),
    (3, "bad", "added_place", "Where did Torvalds study?", "At the University of Helsinki and later at Stanford [1]."),
    # 4: Battle of Hastings
    (4, "ok", "date_format", "When was the Battle of Hastings fought?", "October 14, 1066 [1]"),
    (4, "ok", "short_answer", "Who won the Battle of Hastings?", "William, Duke of Normandy"),
    (4, "ok", "name_form", "Who led the English at Hastings?", "King Harold Godwinson [1]."),
    (4, "ok", "paraphrase", "Where was the battle actually fought?", "At Senlac Hill, roughly six miles north-west of the town of Hastings [1]."),
    (4, "ok", "yes_no", "Did Edward the Confessor leave an heir?", "No, he died in January 1066 without one [1]."),
    (4, "ok", "hedge", "How did Harold die at Hastings?", "Legend has it that he was killed by an arrow in the eye [1]."),
    (4, "ok", "short_answer", "Whom did Harold defeat at Stamford Bridge?", "Harald Hardrada [1]"),
    (4, "ok", "alternative", "Did William land near Pevensey or near Dover?", "Near Pevensey [1]."),
    (4, "ok", "equivalent_name", "Which country did Harald Hardrada come from?", "Norway [1]."),
    (4, "bad", "changed_number", "When did William land in England?", "On 29 September 1066 [1]."),
    (4, "bad", "swapped_name", "Where did Harold beat Harald Hardrada?", "At Fulford, in the north of England [1]."),
    (4, "bad", "changed_number", "How many men did William land with?", "About 12,000 men [1]."),
    (4, "bad", "wrong_alternative", "Did William land near Pevensey or near Dover?", "Near Dover [1]."),
    (4, "bad", "added_place", "What did William do after the battle?", "He marched on London and Winchester and took the English crown [1]."),
    # 5: Casablanca
    (5, "ok", "short_answer", "Who directed Casablanca?", "Michael Curtiz"),
    (5, "ok", "paraphrase", "Who plays Ilsa in Casablanca?", "Ingrid Bergman plays Ilsa Lund, Rick's former lover [1]."),
    (5, "ok", "number_word", "How many Oscars did Casablanca win?", "Three, out of eight nominations [1]."),
    (5, "ok", "short_answer", "Which play was Casablanca based on?", "Everybody Comes to Rick's [1]"),
    (5, "ok", "yes_no", "Did Casablanca win Best Picture?", "Yes, it won Best Picture as well as Best Director and Best Screenplay [1]."),
    (5, "ok", "name_form", "Who plays Rick Blaine?", "Bogart [1]"),
    (5, "ok", "equivalent_name", "Where and when is Casablanca set?", "In Casablanca, Morocco, during World War II [1]."),
    (5, "ok", "hedge", "How long is Casablanca?", "It runs 102 minutes, so a little under two hours [1]."),
    (5, "ok", "alternative", "Did George Raft or Humphrey Bogart play Rick?", "Humphrey Bogart; Raft had turned the part down [1]."),
    (5, "bad", "swapped_name", "Who plays Victor Laszlo?", "Claude Rains plays the resistance leader Victor Laszlo [1]."),
    (5, "bad", "changed_number_word", "How many Academy Award nominations did Casablanca get?", "Seven nominations, of which it won three [1]."),
    (5, "bad", "wrong_short_answer", "Who plays Sam, the pianist who sings As Time Goes By?", "Peter Lorre"),
    (5, "bad", "added_place", "What was the screenplay based on?", "On a Broadway play by Murray Burnett and Joan Alison [1]."),
    (5, "bad", "wrong_kind", "When was Casablanca made?", "It was directed by Michael Curtiz for an American studio [1]."),
    # 6: Sachin Tendulkar
    (6, "ok", "short_answer", "Against which team did Tendulkar score the first ODI double century?", "South Africa"),
    (6, "ok", "date_format", "When did Tendulkar score his ODI double century?", "On Feb 24, 2010 [1]."),
    (6, "ok", "number_word", "How many sixes did Tendulkar hit in his 200?", "Three [1]."),
    (6, "ok", "paraphrase", "Where did Tendulkar score his 100th international century?", "In Mirpur, against Bangladesh, during the 2012 Asia Cup [1]."),
    (6, "ok", "yes_no", "Did India win the match in which Tendulkar scored his 100th hundred?", "No, India lost that game by five wickets [1]."),
    (6, "ok", "number_word", "How many Test centuries did Tendulkar score?", "Fifty-one [1]."),
    (6, "ok", "ordinal", "What was special about Tendulkar's 200 in Gwalior?", "He was the first batsman ever to score a double hundred in a one-day international [1]."),
    (6, "ok", "hedge", "How long was Tendulkar's international career?", "It seems he played internationally for 24 years, from his Test debut in 1989 until 2013 [1]."),
    (6, "ok", "short_answer", "In which city is the Captain Roop Singh Stadium?", "Gwalior [1]"),
    (6, "bad", "changed_number", "How many balls did Tendulkar face for his 200?", "He made 200 not out from 149 balls [1]."),
    (6, "bad", "swapped_name", "Where did Tendulkar score his ODI double century?", "At the Eden Gardens in Gwalior, against South Africa [1]."),
    (6, "bad", "changed_number", "How many ODI runs did Tendulkar score?", "18,246 runs [1]."),
    (6, "bad", "negation_flip", "Did Tendulkar play Test cricket after 2012?", "No, he did not play Test cricket after retiring from one-day internationals in December 2012 [1]."),
    (6, "bad", "changed_ordinal", "What did Tendulkar achieve in Gwalior?", "He became the second batsman to score a double century in a one-day international [1]."),
    # 7: Pride and Prejudice
    (7, "ok", "short_answer", "What was Pride and Prejudice originally called?", "First Impressions"),
    (7, "ok", "paraphrase", "Who first turned down Pride and Prejudice?", "The London publisher Thomas Cadell, who declined it by return of post when George Austen offered it [1]."),
    (7, "ok", "short_answer", "How much did Egerton pay for the copyright?", "£110 [1]"),
    (7, "ok", "yes_no", "Did Austen get the price she wanted for the copyright?", "No, she had hoped for £150 but sold it for £110 [1]."),
    (7, "ok", "date_format", "When was Pride and Prejudice first advertised?", "On January 28, 1813 [1]."),
    (7, "ok", "number_word", "In how many volumes did the first edition appear?", "Three [1]."),
    (7, "ok", "name_form", "Who published Pride and Prejudice?", "Egerton, in 1813 [1]."),
    (7, "ok", "number_word", "How many daughters do Mr and Mrs Bennet have?", "Five [1]."),
    (7, "ok", "alternative", "Was Pride and Prejudice first published under Austen's name or anonymously?", "Anonymously, as Sense and Sensibility had been [1]."),
    (7, "bad", "changed_number", "How much did Egerton pay Austen for the copyright?", "£150 [1]."),
    (7, "bad", "swapped_name", "Who offered First Impressions to Thomas Cadell?", "Her brother, Henry Austen, offered it to Cadell [1]."),
    (7, "bad", "wrong_alternative", "Was Pride and Prejudice first published under Austen's name or anonymously?", "Under her own name [1]."),
    (7, "bad", "changed_number", "When did Austen write First Impressions?", "Between October 1795 and August 1796 [1]."),
    (7, "bad", "added_place", "Where is Pride and Prejudice set?", "In Hertfordshire and Bath [1]."),
    # 8: Spirited Away
    (8, "ok", "short_answer", "Who directed Spirited Away?", "Hayao Miyazaki"),
    (8, "ok", "paraphrase", "What is Spirited Away about?", "A 10-year-old girl, Chihiro, gets lost in a world of spirits and gods after her parents are turned into pigs [1]."),
    (8, "ok", "short_answer", "Which award did Spirited Away win in 2003?", "The Oscar for Best Animated Feature [1]"),
    (8, "ok", "yes_no", "Did Miyazaki collect the Oscar in person?", "No, he did not attend the ceremony [1]."),
    (8, "ok", "number_word", "How old is Chihiro?", "Ten [1]."),
    (8, "ok", "ordinal", "At which Academy Awards did Spirited Away win?", "The seventy-fifth, in March 2003 [1]."),
    (8, "ok", "name_form", "Which film won the first Oscar for Best Animated Feature?", "Shrek [1]"),
    (8, "ok", "paraphrase", "How many people saw Spirited Away in Japan?", "About 23 million viewers went to see it there [1]."),
    (8, "ok", "alternative", "Was Spirited Away released in Japan in 2001 or 2002?", "In 2001, in July [1]."),
    (8, "bad", "wrong_short_answer", "Which studio produced Spirited Away?", "Toei Animation"),
    (8, "bad", "changed_number", "How much did Spirited Away gross in Japan?", "More than 20 billion yen [1]."),
    (8, "bad", "swapped_name", "Which films did Spirited Away beat for the Oscar?", "Four American films, among them Lilo & Stitch and Finding Nemo [1]."),
    (8, "bad", "changed_ordinal", "Where does Spirited Away stand among Ghibli's Oscar nominees?", "It was the second Studio Ghibli film to be nominated for Best Animated Feature [1]."),
    (8, "bad", "wrong_kind", "How many viewers did Spirited Away draw in Japan?", "It overtook the box-office record set by Titanic [1]."),
    # 9: Beethoven's Ninth
    (9, "ok", "date_format", "When was Beethoven's Ninth Symphony first performed?", "May 7, 1824 [1]"),
    (9, "ok", "short_answer", "Who actually conducted the premiere of the Ninth?", "Michael Umlauf"),
    (9, "ok", "paraphrase", "Why did the orchestra follow Umlauf rather than Beethoven?", "Beethoven was by then nearly totally deaf, so the players had been told to follow Umlauf [1]."),
    (9, "ok", "short_answer", "Whose poem does the finale of the Ninth set?", "Friedrich Schiller's Ode to Joy [1]"),
    (9, "ok", "number_word", "How many standing ovations did the audience give Beethoven?", "Five [1]."),
    (9, "ok", "name_form", "Who turned Beethoven round to face the audience?", "The alto, Unger [1]."),
    (9, "ok", "yes_no", "Could Beethoven hear the applause?", "No, he could not hear it, so Caroline Unger turned him round to see it [1]."),
    (9, "ok", "short_answer", "Where was the Ninth Symphony premiered?", "The Theater am Kärntnertor in Vienna"),
    (9, "ok", "equivalent_name", "Which organisation has adopted the Ode to Joy as its anthem?", "The EU [1]."),
    (9, "bad", "changed_number", "How old was Henriette Sontag at the premiere?", "She was 19 [1]."),
    (9, "bad", "swapped_name", "Who sang the alto part at the premiere?", "The alto part was sung by Henriette Sontag [1]."),
    (9, "bad", "added_place", "Who commissioned the Ninth Symphony?", "The Philharmonic Society of London, after a first offer from Berlin [1]."),
    (9, "bad", "negation_flip", "Was Beethoven deaf at the premiere?", "No, Beethoven was not deaf at the premiere, and the orchestra followed him [1]."),
    (9, "bad", "changed_number_word", "Who sings in the finale of the Ninth?", "Three soloists and a chorus [1]."),
    # 10: LEGO
    (10, "ok", "short_answer", "Who founded LEGO?", "Ole Kirk Christiansen"),
    (10, "ok", "paraphrase", "What does the name LEGO mean?", "It comes from the Danish leg godt, which means play well [1]."),
    (10, "ok", "date_format", "When was the patent for the LEGO brick filed?", "1958-01-28 [1]"),
    (10, "ok", "equivalent_name", "What nationality was Ole Kirk Christiansen?", "Danish; he worked in Billund [1]."),
    (10, "ok", "yes_no", "Did LEGO start out making plastic bricks?", "No, it began with stepladders, ironing boards and wooden toys, and bought a plastic moulding machine only in 1949 [1]."),
    (10, "ok", "ordinal", "Which of Ole's sons filed the brick patent?", "His third son, Godtfred [1]."),
    (10, "ok", "short_answer", "When were LEGO minifigures introduced?", "1974"),
    (10, "ok", "name_form", "Who ran LEGO from 1950 to 1995?", "Godtfred Kirk Christiansen, as managing director [1]."),
    (10, "ok", "equivalent_name", "Where was LEGO first shown in Britain?", "At the Brighton Toy Fair in 1960 [1]."),
    (10, "bad", "changed_number", "When did LEGO buy its first plastic moulding machine?", "In 1947 [1]."),
    (10, "bad", "changed_ordinal", "Which of Ole's sons filed the brick patent?", "His second son, Godtfred [1]."),
    (10, "bad", "swapped_name", "Where did the LEGO company begin?", "In the village of Vejle, Denmark, in 1932 [1]."),
    (10, "bad", "wrong_kind", "When did the business take the name LEGO?", "From the Danish words leg godt, meaning play well [1]."),
    (10, "bad", "added_place", "Where was LEGO shown in 1960?", "At the toy fairs in Brighton and Nuremberg [1]."),
]
