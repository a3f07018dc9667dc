"""Blind held-out citations corpus (issue #18), written in one sitting from public pages read through
the project's search tool (biographies, encyclopedia-style pages on places, companies, science,
sport, film, music and books, plus a baggage policy, a smoke-alarm manual and a library loan policy).
Each passage is our own wording of facts those pages state. Nobody ran verity on this data or tuned
a rule on it before the integrator's single run. See BLIND.md."""

PASSAGES_C = [
    # 0
    "Chinua Achebe (16 November 1930 – 21 March 2013) was a Nigerian novelist, poet and critic. He was born Albert Chinualumogu Achebe in the Igbo town of Ogidi, in eastern Nigeria, the fifth of six children of parents who had converted to Christianity. At University College, Ibadan, he first studied medicine and then switched to literature, and after graduating he worked for the Nigerian Broadcasting Corporation. His first novel, Things Fall Apart, appeared in 1958 and tells the story of Okonkwo, an Igbo wrestler and warrior. It was followed by No Longer at Ease in 1960 and Arrow of God in 1964. A car accident in 1990 left him paralysed from the waist down, and he spent his later years teaching in the United States, at Bard College and then at Brown University. In 2007 he received the Man Booker International Prize.",
    # 1
    "Lake Baikal is a freshwater lake in southern Siberia, Russia, lying between Irkutsk Oblast and the Republic of Buryatia. It is the deepest lake in the world, with a maximum depth of about 1,642 metres, and it holds roughly a fifth of the world's unfrozen fresh water. The lake is about 636 kilometres long and contains 22 islands, the largest of which is Olkhon. More than 300 rivers flow into Baikal, but only one, the Angara, flows out of it. The lake is thought to be 25 to 30 million years old, which makes it one of the oldest lakes on Earth. It usually stays frozen from January to May.",
    # 2
    "IKEA was founded in 1943 by Ingvar Kamprad, who was then 17 years old. Kamprad was born in 1926 on the Elmtaryd farm near the village of Agunnaryd in Småland, in southern Sweden, and the company's name joins his initials to the first letters of Elmtaryd and Agunnaryd. The business began by selling small goods such as pens, wallets and matches by mail order, and furniture was added in 1947. The first IKEA furniture store opened in Älmhult in 1958, and the first store outside Sweden opened in Oslo in 1963. Kamprad moved to Switzerland in 1974 and returned to Sweden in 2013. He died at his home in Älmhult on 27 January 2018, aged 91.",
    # 3
    "At the World Championships in Berlin on 16 August 2009, the Jamaican sprinter Usain Bolt won the 100 metres in 9.58 seconds, a world record. He took 0.11 seconds off the record of 9.69 seconds that he had set exactly one year earlier at the Beijing Olympics. Tyson Gay of the United States finished second in 9.71 seconds, an American record, and Bolt's compatriot Asafa Powell was third in 9.84. The final was run in the Olympic Stadium where Jesse Owens had won at the 1936 Games. Bolt was 22 years old at the time.",
    # 4
    "Seven Samurai (Shichinin no samurai) is a 1954 Japanese film co-written, edited and directed by Akira Kurosawa. Set in 1586, it follows a village of farmers who hire seven masterless samurai to defend them against bandits who plan to return after the harvest to steal their crops. The leader of the samurai, Kambei, is played by Takashi Shimura, and Toshiro Mifune plays Kikuchiyo, a farmer's son who passes himself off as a samurai. The film took a year to shoot and was the most expensive film made in Japan up to that time. It was remade in 1960 as an American western, John Sturges's The Magnificent Seven. In a 2018 BBC poll of international critics it was voted the greatest foreign-language film of all time.",
    # 5
    "Kind of Blue is a studio album by the American jazz trumpeter Miles Davis, released by Columbia Records on 17 August 1959. It was recorded in two sessions at Columbia's 30th Street Studio in New York City, on 2 March and 22 April 1959. The sextet featured the saxophonists John Coltrane and Julian “Cannonball” Adderley, the pianist Bill Evans, the bassist Paul Chambers and the drummer Jimmy Cobb, with Wynton Kelly taking Evans's place on “Freddie Freeloader”. The first session produced “So What”, “Freddie Freeloader” and “Blue in Green”, and the second “All Blues” and “Flamenco Sketches”. Davis brought the band in without rehearsals, giving the players only sketches of the melodies. The album is widely described as the best-selling jazz record of all time, and it was certified quadruple platinum in 2008.",
    # 6
    "Rosalind Franklin (25 July 1920 – 16 April 1958) was a British chemist and X-ray crystallographer, born in Notting Hill, London. In 1951 she joined John Randall's biophysics unit at King's College London to study DNA by X-ray diffraction. In May 1952 her PhD student Raymond Gosling, working under her supervision, took the image known as Photo 51, so called because it was the 51st diffraction photograph in her series. The image showed that DNA has a helical structure. It was shown to James Watson without her knowledge, and Watson and Francis Crick published their double-helix model in 1953. Crick, Watson and Maurice Wilkins received the Nobel Prize in Physiology or Medicine in 1962, four years after Franklin's death.",
    # 7
    "Machu Picchu is a 15th-century Inca citadel on a mountain ridge above the Urubamba River in southern Peru, about 80 kilometres northwest of Cusco. Most archaeologists believe it was built around 1450 as an estate for the Inca emperor Pachacuti. Its name means “old peak” in the Quechua language. The site was abandoned about a century later, at the time of the Spanish conquest. In 1911 the Yale lecturer Hiram Bingham, who was searching for Vilcabamba, the last Inca refuge, was guided to the ruins by local farmers and brought them to international attention. The walls were built of cut granite blocks fitted together without mortar. Machu Picchu has been a UNESCO World Heritage Site since 1983.",
    # 8
    "The Suez Canal links the Mediterranean Sea at Port Said with the Red Sea at Suez, so that ships can travel between Europe and Asia without sailing around Africa. It was built between 1859 and 1869 by the Suez Canal Company, led by the French diplomat Ferdinand de Lesseps, and it opened to shipping on 17 November 1869 in a ceremony attended by the French empress Eugénie. Unlike most canals it has no locks, because the two seas are at almost the same level. In 1875 Britain bought Egypt's shares in the company. On 26 July 1956 the Egyptian president Gamal Abdel Nasser announced the nationalisation of the canal, and Britain, France and Israel attacked Egypt that October. The canal was closed again from 1967 to 1975 after the Six-Day War.",
    # 9
    "Frida Kahlo (6 July 1907 – 13 July 1954) was a Mexican painter best known for her self-portraits. She was born and died in Coyoacán, Mexico City, in the family home known as La Casa Azul, the Blue House, which is now the Frida Kahlo Museum. Her father, Guillermo Kahlo, was a German-born photographer. She had polio as a child, which left her right leg thinner than the left. On 17 September 1925, when she was 18, the bus she was riding in collided with a tram, and she suffered a broken spinal column, a broken pelvis and other fractures. She began to paint during her long recovery. She married the muralist Diego Rivera in 1929; they divorced in 1939 and remarried a year later.",
    # 10
    "Nokia traces its history to 1865, when the mining engineer Fredrik Idestam obtained a permit to build a groundwood pulp mill at Tampere, in Finland, then a grand duchy of the Russian Empire. The mill began operating in 1866. Idestam opened a second mill on the Nokianvirta River near the town of Nokia, and in 1871 he and his friend Leo Mechelin turned the business into a company named Nokia Ab. In 1895 Idestam handed the company over to his son-in-law Gustaf Fogelholm. Nokia later merged with the Finnish Rubber Works and the Finnish Cable Works, and it entered the electronics business in the 1960s. Idestam died in Helsinki on 8 April 1916.",
    # 11
    "The Sydney Opera House is a performing arts centre on Sydney Harbour in Australia. It was designed by the Danish architect Jørn Utzon, who won an international design competition in 1957. The New South Wales government of Premier Joseph Cahill authorised the start of work in 1958. Utzon resigned from the project in 1966 after disputes over costs and delays, and the building was completed by a team of Australian architects led by Peter Hall. Queen Elizabeth II formally opened it on 20 October 1973. Its resident companies include Opera Australia, the Sydney Theatre Company and the Sydney Symphony Orchestra, and it was made a UNESCO World Heritage Site on 28 June 2007.",
    # 12
    "Sir Alexander Fleming (6 August 1881 – 11 March 1955) was a Scottish bacteriologist, born on a farm in Ayrshire. He studied medicine at St Mary's Hospital Medical School in London and taught there for most of his career. In 1922 he discovered lysozyme, an antibacterial enzyme found in tears and saliva. In 1928 he noticed that a mould that had contaminated one of his dishes of staphylococcus bacteria had killed the bacteria around it, and he named the active substance penicillin. The discovery drew little attention until Howard Florey and Ernst Chain at Oxford purified penicillin and developed it as a medicine during the Second World War. Fleming was knighted in 1944, and he shared the 1945 Nobel Prize in Physiology or Medicine with Florey and Chain.",
    # 13
    "Robert Nesta Marley was born on 6 February 1945 in Nine Mile, a village in Saint Ann Parish, Jamaica. In 1963 he formed a vocal group with Bunny Wailer and Peter Tosh that became known as the Wailers. His songs, among them “No Woman, No Cry”, “One Love” and “Redemption Song”, helped carry reggae and the Rastafari movement to a worldwide audience. In 1977 a malignant melanoma was found under one of his toes, and he refused amputation because of his religious beliefs. He gave his last concert on 23 September 1980. Marley died in a Miami hospital on 11 May 1981, aged 36, and was buried in Nine Mile. Legend, a compilation released by Island Records in 1984, is the best-selling reggae album of all time.",
    # 14
    "Mount Kilimanjaro is a dormant volcano in Tanzania and the highest mountain in Africa, rising to 5,895 metres above sea level. It has three volcanic cones: Kibo, the highest, Mawenzi and Shira. The German missionary Johannes Rebmann reported its snow-capped summit in 1848, but geographers in Europe at first doubted that snow could lie so near the equator. The German geographer Hans Meyer and the Austrian mountaineer Ludwig Purtscheller made the first recorded ascent on 6 October 1889, on Meyer's third attempt. Meyer named the summit Kaiser-Wilhelm-Spitze; after independence in 1961 it was renamed Uhuru Peak, from the Swahili word for freedom. The mountain is part of Kilimanjaro National Park.",
    # 15
    "Each passenger in Economy may check one bag of up to 23 kg (50 lb) free of charge. The length, width and height of a checked bag added together must not exceed 158 cm (62 in). Bags weighing more than 23 kg and up to 32 kg are accepted for an overweight fee of 75 US dollars per bag; bags heavier than 32 kg are not accepted as checked baggage. You may also bring on board one carry-on bag of up to 8 kg and one personal item, such as a handbag or a laptop bag. Wheelchairs, medical devices and one stroller per infant are carried free and do not count toward the allowance. Baggage fees are charged for each one-way flight.",
    # 16
    "Edson Arantes do Nascimento, known as Pelé, was born on 23 October 1940 in Três Corações, in the Brazilian state of Minas Gerais. He joined Santos FC as a teenager and played for the club until 1974. At 17 he scored twice in the 1958 World Cup final in Sweden, which Brazil won 5–2 against the hosts. He is the only player to have won three World Cups, in 1958, 1962 and 1970, although an injury kept him out of most of the 1962 tournament. He scored 77 goals in 92 matches for Brazil. In 1975 he joined the New York Cosmos, and he retired after a farewell match on 1 October 1977. He died in December 2022 at the age of 82.",
    # 17
    "Gabriel García Márquez (6 March 1927 – 17 April 2014) was a Colombian novelist and journalist, born in the town of Aracataca. As a small child he was left with his grandparents; his grandfather was a liberal colonel who told him stories of the civil war of 1899. He went to Bogotá in 1947 to study law but never finished, and he worked as a journalist instead. His novel One Hundred Years of Solitude, published in Spanish in Buenos Aires in 1967, follows seven generations of the Buendía family in the fictional town of Macondo. Gregory Rabassa's English translation appeared in 1970. García Márquez received the Nobel Prize in Literature in 1982, and he died of pneumonia in Mexico City.",
    # 18
    "The Hubble Space Telescope was carried into orbit by the Space Shuttle Discovery on mission STS-31, which lifted off on 24 April 1990; astronaut Steven Hawley released the telescope the next day. It is named after the astronomer Edwin Hubble. About two months after launch, engineers found that its primary mirror had been ground to the wrong shape, so its first images were blurred. In December 1993 the crew of the Space Shuttle Endeavour, on the first servicing mission, installed corrective optics. The telescope cost about 2.5 billion dollars and was designed to last about 15 years; later servicing missions replaced its gyroscopes and cameras. Its observations helped astronomers measure the rate at which the universe is expanding.",
    # 19
    "Angkor Wat is a temple complex in Cambodia, about 5.5 kilometres north of the modern town of Siem Reap. It was built in the first half of the 12th century by the Khmer king Suryavarman II as his state temple, and it was dedicated to the Hindu god Vishnu, breaking with earlier kings who had honoured Shiva. Work seems to have stopped soon after the king's death around 1150, leaving some of the bas-reliefs unfinished. In 1177 Angkor was sacked by the Chams, and the later king Jayavarman VII built a new capital, Angkor Thom, a few kilometres to the north. Angkor Wat gradually became a Buddhist temple. It is the largest religious monument in the world and appears on the national flag of Cambodia.",
    # 20
    "Samsung was founded by Lee Byung-chul on 1 March 1938 as a small trading company in Daegu, Korea. Its early business was exporting dried fish, vegetables and fruit to Manchuria and Beijing, and the name Samsung means “three stars” in Korean. The company moved its head office to Seoul in 1947, and during the Korean War Lee had to move the business to Busan. In the 1950s and 1960s it expanded into sugar refining, textiles, insurance and retail. Samsung Electronics was established in 1969. Lee Byung-chul was born in 1910 in Uiryeong and died in Seoul in 1987, after which his son Lee Kun-hee led the group.",
    # 21
    "Test the alarm once a week by pressing and holding the test button until the horn sounds; it can take a few seconds to start. If the alarm does not sound, check that the battery is fitted correctly or install a new one. A short chirp about every 30 seconds means the battery is low and must be replaced at once. Replace the 9-volt battery at least once a year, even if the alarm has not started to chirp. Vacuum the vents once a year to remove dust and cobwebs. Replace the whole alarm 10 years after the date of manufacture printed on its back, even if it still passes the test.",
    # 22
    "Books, audiobooks and music CDs may be borrowed for 21 days. New-release DVDs are lent for 3 days and other DVDs for 7 days. Items may be renewed twice, online or at the desk, unless another borrower has placed a hold on them. Each card may have up to 50 items on loan at a time. The library does not charge overdue fines, but an item that is 28 days overdue is treated as lost and its replacement cost is billed to the account. Accounts that owe more than $10 are blocked until the balance is paid.",
    # 23
    "Serena Williams won her 23rd Grand Slam singles title at the 2017 Australian Open, beating her sister Venus Williams 6–4, 6–4 in the final at Rod Laver Arena. It was her seventh Australian Open title, and it broke her tie with Steffi Graf for the most major singles titles of the Open era, which began in 1968. She did not drop a set during the tournament. In April 2017 her spokeswoman confirmed that she was pregnant, which meant that she had been about eight weeks pregnant when she won in Melbourne. Williams, then 35, had won her first major at the 1999 US Open. Only Margaret Court, with 24, has won more Grand Slam singles titles.",
    # 24
    "Reykjavík is the capital and largest city of Iceland and the northernmost capital of a sovereign state. According to the medieval Book of Settlements, the Norwegian Ingólfur Arnarson, Iceland's first permanent settler, built his farm there in 874. He named the place Reykjavík, “Smoky Bay”, after the steam that rose from hot springs in the area. A town began to grow only in the 18th century, when the royal treasurer Skúli Magnússon set up wool workshops there, and Reykjavík received its town charter in 1786. The Althing, the Icelandic parliament founded at Þingvellir in 930, was re-established in Reykjavík in 1845. About 60 percent of Iceland's people live in the capital area.",
    # 25
    "Enzo Ferrari (18 February 1898 – 14 August 1988) was born in Modena, Italy. After driving for Alfa Romeo, he founded Scuderia Ferrari in Modena in 1929 as a team that prepared and entered Alfa Romeo cars for amateur drivers. In 1939 he left Alfa Romeo and set up his own firm, Auto Avio Costruzioni, having agreed not to use the Ferrari name on racing cars for four years. The first car to bear the Ferrari name, the 125 S, left the factory at Maranello in 1947, powered by a 1.5-litre V12 engine. The prancing-horse emblem had first been painted on the plane of the First World War pilot Francesco Baracca, whose parents offered it to Ferrari. Ferrari is the only team to have competed in every Formula One season since the championship began in 1950.",
]

CASES_C = [
    # 0: Chinua Achebe
    (0, "ok", "short_answer", "Where was Chinua Achebe born?", "Ogidi, in eastern Nigeria [1]"),
    (0, "ok", "paraphrase", "What is Things Fall Apart about?", "It follows Okonkwo, a wrestler and warrior from the Igbo people [1]."),
    (0, "ok", "date_format", "When was Chinua Achebe born?", "He was born on November 16, 1930 [1]."),
    (0, "ok", "ordinal", "Where did Achebe come in his family?", "He was the fifth of six children [1]."),
    (0, "ok", "yes_no", "Did Achebe finish a degree in medicine?", "No, he switched from medicine to literature at University College, Ibadan [1]."),
    (0, "ok", "name_form", "Which prize did Achebe win in 2007?", "The Man Booker International Prize [1]."),
    (0, "ok", "equivalent_name", "Where did Achebe teach after his accident?", "In the US, at Bard College and later Brown University [1]."),
    (0, "ok", "alternative", "Was Achebe's first novel Things Fall Apart or Arrow of God?", "Things Fall Apart [1]."),
    (0, "bad", "swapped_name", "Where did Achebe teach in his later years?", "At Bard College and then at Columbia University [1]."),
    (0, "bad", "changed_number", "When was Things Fall Apart published?", "It came out in 1959 [1]."),
    (0, "bad", "changed_ordinal", "Where did Achebe come among his siblings?", "He was the third of six children [1]."),
    (0, "bad", "added_place", "Where did Achebe work after university?", "He worked for the Nigerian Broadcasting Corporation in London [1]."),
    # 1: Lake Baikal
    (1, "ok", "paraphrase", "How much fresh water does Lake Baikal hold?", "About one fifth of all the unfrozen fresh water on the planet [1]."),
    (1, "ok", "short_answer", "Which river flows out of Lake Baikal?", "The Angara"),
    (1, "ok", "number_word", "How many islands are in Lake Baikal?", "Twenty-two [1]."),
    (1, "ok", "yes_no", "Is Lake Baikal the deepest lake in the world?", "Yes, it reaches a depth of about 1,642 metres [1]."),
    (1, "ok", "name_form", "What is the largest island in Baikal?", "Olkhon Island [1]."),
    (1, "ok", "hedge", "How old is Lake Baikal?", "It is believed to be roughly 25 to 30 million years old [1]."),
    (1, "ok", "paraphrase", "Where is Lake Baikal?", "In the south of Siberia, between Irkutsk Oblast and Buryatia [1]."),
    (1, "ok", "number_word", "How many rivers flow out of Lake Baikal?", "Only one, the Angara [1]."),
    (1, "bad", "changed_number", "How deep is Lake Baikal?", "Its maximum depth is about 1,462 metres [1]."),
    (1, "bad", "swapped_name", "Which river drains Lake Baikal?", "The Yenisei, the only river flowing out of it [1]."),
    (1, "bad", "negation_flip", "Does any river flow out of Lake Baikal?", "No river flows out of Baikal, although more than 300 flow into it [1]."),
    (1, "bad", "wrong_kind", "How long is Lake Baikal?", "It lies between Irkutsk Oblast and Buryatia [1]."),
    # 2: IKEA
    (2, "ok", "paraphrase", "Who founded IKEA?", "Ingvar Kamprad started it in 1943, when he was 17 [1]."),
    (2, "ok", "short_answer", "Where did the first IKEA furniture store open?", "Älmhult [1]"),
    (2, "ok", "name_form", "Where did the first IKEA furniture store open?", "Almhult, in 1958 [1]."),
    (2, "ok", "paraphrase", "Where does the name IKEA come from?", "From Kamprad's initials plus the first letters of Elmtaryd, his farm, and Agunnaryd, his village [1]."),
    (2, "ok", "date_format", "When did Ingvar Kamprad die?", "On January 27, 2018 [1]."),
    (2, "ok", "yes_no", "Did IKEA sell furniture from the start?", "No, it began with small goods like pens and wallets, and furniture came in 1947 [1]."),
    (2, "ok", "equivalent_name", "Where was Ingvar Kamprad from?", "He was Swedish, from Småland [1]."),
    (2, "ok", "alternative", "Was IKEA's first foreign store in Oslo or Copenhagen?", "Oslo, in 1963 [1]."),
    (2, "bad", "changed_number", "How old was Kamprad when he founded IKEA?", "He was 19 [1]."),
    (2, "bad", "wrong_alternative", "Was IKEA's first foreign store in Oslo or Copenhagen?", "Copenhagen [1]."),
    (2, "bad", "swapped_name", "Where did Kamprad die?", "At his home in Agunnaryd, in January 2018 [1]."),
    (2, "bad", "wrong_short_answer", "In which country did Kamprad live from 1974?", "Denmark [1]"),
    # 3: Usain Bolt
    (3, "ok", "short_answer", "What time did Bolt run in Berlin?", "9.58 seconds [1]"),
    (3, "ok", "paraphrase", "By how much did Bolt improve his record in Berlin?", "He cut 0.11 seconds off his own 9.69 from Beijing [1]."),
    (3, "ok", "date_format", "When did Bolt set the 9.58 record?", "16/08/2009 [1]."),
    (3, "ok", "equivalent_name", "Who finished second in the Berlin 100 metres?", "The American Tyson Gay, in 9.71 [1]."),
    (3, "ok", "name_form", "Who took bronze behind Bolt and Gay?", "Powell, in 9.84 seconds [1]."),
    (3, "ok", "yes_no", "Was Bolt over 25 when he ran 9.58?", "No, he was 22 [1]."),
    (3, "ok", "number_word", "How old was Bolt in Berlin?", "Twenty-two [1]."),
    (3, "ok", "ordinal", "Where did Tyson Gay finish?", "He came second, setting a US record [1]."),
    (3, "bad", "changed_number", "What was Bolt's winning time in Berlin?", "9.59 seconds, a world record [1]."),
    (3, "bad", "swapped_name", "Who finished third in the Berlin final?", "Yohan Blake, also of Jamaica [1]."),
    (3, "bad", "changed_ordinal", "Where did Asafa Powell finish in Berlin?", "He was second, behind Bolt [1]."),
    (3, "bad", "added_place", "Where did Bolt set his earlier record of 9.69?", "At the Beijing Olympics, after an earlier 9.72 in New York [1]."),
    # 4: Seven Samurai
    (4, "ok", "short_answer", "Who directed Seven Samurai?", "Akira Kurosawa"),
    (4, "ok", "paraphrase", "What is Seven Samurai about?", "Farmers in a village hire seven masterless samurai to protect their harvest from bandits [1]."),
    (4, "ok", "name_form", "Who plays Kikuchiyo?", "Mifune [1]."),
    (4, "ok", "equivalent_name", "What was Seven Samurai remade as?", "A US western, The Magnificent Seven, directed by John Sturges in 1960 [1]."),
    (4, "ok", "yes_no", "Was Seven Samurai expensive to make?", "Yes, it was the most expensive Japanese film made up to then [1]."),
    (4, "ok", "number_word", "How long did Seven Samurai take to shoot?", "One year [1]."),
    (4, "ok", "date_format", "In what year is Seven Samurai set?", "It takes place in 1586 [1]."),
    (4, "ok", "hedge", "How highly is Seven Samurai rated by critics?", "It seems to be rated very highly: a 2018 BBC critics' poll named it the greatest foreign-language film [1]."),
    (4, "bad", "swapped_name", "Who plays Kambei, the samurai leader?", "Toshiro Mifune [1]."),
    (4, "bad", "changed_number", "When was Seven Samurai released?", "In 1952 [1]."),
    (4, "bad", "changed_number_word", "How many samurai do the farmers hire?", "Six masterless samurai [1]."),
    (4, "bad", "wrong_kind", "When was The Magnificent Seven made?", "It was directed by John Sturges [1]."),
    # 5: Kind of Blue
    (5, "ok", "short_answer", "Which label released Kind of Blue?", "Columbia Records [1]"),
    (5, "ok", "date_format", "When was Kind of Blue released?", "August 17, 1959 [1]."),
    (5, "ok", "paraphrase", "Where was Kind of Blue recorded?", "At Columbia's 30th Street Studio in New York, over two sessions [1]."),
    (5, "ok", "name_form", "Who played tenor saxophone on Kind of Blue?", "Coltrane [1]."),
    (5, "ok", "yes_no", "Did the band rehearse before recording Kind of Blue?", "No, Davis gave them only sketches of the melodies and no rehearsals [1]."),
    (5, "ok", "number_word", "How many sessions did it take to record Kind of Blue?", "Two [1]."),
    (5, "ok", "alternative", "Was “So What” recorded in the first session or the second?", "In the first session, on 2 March 1959 [1]."),
    (5, "ok", "equivalent_name", "Who played drums on Kind of Blue?", "Jimmy Cobb played the drums [1]."),
    (5, "bad", "swapped_name", "Who played piano on “Freddie Freeloader”?", "Red Garland, in place of Bill Evans [1]."),
    (5, "bad", "changed_number", "When was the second Kind of Blue session?", "On 22 April 1958 [1]."),
    (5, "bad", "wrong_alternative", "Was “All Blues” recorded in the first session or the second?", "In the first session, on 2 March [1]."),
    (5, "bad", "added_place", "Where was Kind of Blue recorded?", "At Columbia's 30th Street Studio in New York and at Rudy Van Gelder's studio in New Jersey [1]."),
    # 6: Rosalind Franklin
    (6, "ok", "short_answer", "Who took Photo 51?", "Raymond Gosling, under Franklin's supervision [1]"),
    (6, "ok", "paraphrase", "Why is it called Photo 51?", "It was the 51st X-ray diffraction photograph in Franklin's series [1]."),
    (6, "ok", "date_format", "When was Photo 51 taken?", "May 1952 [1]."),
    (6, "ok", "yes_no", "Did Franklin share the 1962 Nobel Prize?", "No, she had died four years earlier; it went to Crick, Watson and Wilkins [1]."),
    (6, "ok", "name_form", "Where did Franklin do her DNA work?", "At King's College London, in Randall's biophysics unit [1]."),
    (6, "ok", "paraphrase", "What did Photo 51 show?", "That the DNA molecule is a helix [1]."),
    (6, "ok", "equivalent_name", "What nationality was Rosalind Franklin?", "She was English, born in Notting Hill, London [1]."),
    (6, "ok", "ordinal", "Which photograph in Franklin's series was Photo 51?", "The fifty-first [1]."),
    (6, "bad", "swapped_name", "Who was shown Photo 51 without Franklin's knowledge?", "Linus Pauling [1]."),
    (6, "bad", "changed_number", "When did Franklin join King's College London?", "In 1949 [1]."),
    (6, "bad", "wrong_short_answer", "Who took Photo 51?", "Maurice Wilkins [1]"),
    (6, "bad", "changed_number_word", "How long after Franklin's death was the Nobel Prize awarded?", "Six years later [1]."),
    # 7: Machu Picchu
    (7, "ok", "short_answer", "For which emperor was Machu Picchu built?", "Pachacuti [1]"),
    (7, "ok", "paraphrase", "What does the name Machu Picchu mean?", "It is Quechua for “old peak” [1]."),
    (7, "ok", "hedge", "When was Machu Picchu built?", "Probably around 1450, according to most archaeologists [1]."),
    (7, "ok", "date_format", "When did Machu Picchu become a World Heritage Site?", "It was listed in 1983 [1]."),
    (7, "ok", "yes_no", "Did the Inca use mortar at Machu Picchu?", "No, the granite blocks were fitted together without mortar [1]."),
    (7, "ok", "name_form", "Who brought Machu Picchu to world attention?", "Bingham, in 1911 [1]."),
    (7, "ok", "paraphrase", "What was Bingham looking for?", "Vilcabamba, the last refuge of the Incas [1]."),
    (7, "ok", "equivalent_name", "In which country is Machu Picchu?", "It is in southern Peru, in the Peruvian Andes above the Urubamba [1]."),
    (7, "bad", "changed_number", "When did Hiram Bingham reach Machu Picchu?", "In 1912 [1]."),
    (7, "bad", "swapped_name", "Which river runs below Machu Picchu?", "The Apurímac River [1]."),
    (7, "bad", "added_place", "Who was Hiram Bingham?", "A lecturer at Yale who was born in Boston and searched for Vilcabamba [1]."),
    (7, "bad", "wrong_short_answer", "For which emperor was Machu Picchu built?", "Atahualpa"),
    # 8: Suez Canal
    (8, "ok", "short_answer", "Who led the company that built the Suez Canal?", "Ferdinand de Lesseps [1]"),
    (8, "ok", "date_format", "When did the Suez Canal open?", "17/11/1869 [1]."),
    (8, "ok", "yes_no", "Does the Suez Canal have locks?", "No, the Mediterranean and the Red Sea are at almost the same level [1]."),
    (8, "ok", "paraphrase", "Why did Britain, France and Israel attack Egypt in 1956?", "It followed Nasser's nationalisation of the canal that July [1]."),
    (8, "ok", "name_form", "Who nationalised the Suez Canal?", "President Nasser [1]."),
    (8, "ok", "equivalent_name", "Who bought Egypt's shares in the canal company in 1875?", "The British [1]."),
    (8, "ok", "number_word", "How long did it take to build the canal?", "About ten years, from 1859 to 1869 [1]."),
    (8, "ok", "alternative", "Does the canal's northern end lie at Port Said or at Suez?", "Port Said, on the Mediterranean [1]."),
    (8, "bad", "changed_number", "When did Nasser announce the nationalisation?", "On 26 July 1957 [1]."),
    (8, "bad", "swapped_name", "Which empress attended the opening?", "Empress Elisabeth of Austria [1]."),
    (8, "bad", "negation_flip", "Does the Suez Canal need locks?", "Yes, it uses locks because the two seas are at different levels [1]."),
    (8, "bad", "wrong_alternative", "Does the canal's northern end lie at Port Said or at Suez?", "At Suez [1]."),
    # 9: Frida Kahlo
    (9, "ok", "short_answer", "Whom did Frida Kahlo marry?", "Diego Rivera [1]"),
    (9, "ok", "paraphrase", "What happened to Kahlo in 1925?", "A tram hit the bus she was on and she broke her spine and pelvis [1]."),
    (9, "ok", "date_format", "When was Frida Kahlo born?", "July 6, 1907 [1]."),
    (9, "ok", "equivalent_name", "Where was Kahlo's father from?", "He was a photographer born in Germany [1]."),
    (9, "ok", "yes_no", "Did Kahlo and Rivera stay divorced?", "No, they divorced in 1939 but remarried a year later [1]."),
    (9, "ok", "name_form", "What is the Frida Kahlo Museum?", "Her family home in Coyoacán, the Casa Azul [1]."),
    (9, "ok", "number_word", "How old was Kahlo at the time of her accident?", "Eighteen [1]."),
    (9, "ok", "paraphrase", "When did Kahlo start painting?", "While she was recovering from the bus accident [1]."),
    (9, "bad", "changed_number", "When did Kahlo marry Diego Rivera?", "In 1931 [1]."),
    (9, "bad", "swapped_name", "Where was Frida Kahlo born?", "In San Ángel, Mexico City [1]."),
    (9, "bad", "wrong_kind", "When did Frida Kahlo die?", "In Coyoacán, in the Blue House [1]."),
    (9, "bad", "added_place", "What did Kahlo's father do?", "He was a German-born photographer who had trained in Berlin [1]."),
    # 10: Nokia
    (10, "ok", "short_answer", "Who founded Nokia?", "Fredrik Idestam [1]"),
    (10, "ok", "paraphrase", "What was Nokia's first business?", "A groundwood pulp mill at Tampere [1]."),
    (10, "ok", "date_format", "When did Idestam's first mill start running?", "In 1866 [1]."),
    (10, "ok", "equivalent_name", "Which country was Nokia founded in?", "Finland, then ruled by Russia as a grand duchy [1]."),
    (10, "ok", "name_form", "Who took over Nokia from Idestam?", "Fogelholm, his son-in-law, in 1895 [1]."),
    (10, "ok", "yes_no", "Did Idestam found Nokia Ab on his own?", "No, he formed it in 1871 with his friend Leo Mechelin [1]."),
    (10, "ok", "paraphrase", "Where does Nokia's name come from?", "From the town of Nokia, near the second mill on the Nokianvirta River [1]."),
    (10, "ok", "ordinal", "Which of Idestam's mills was near the town of Nokia?", "His second one, on the Nokianvirta River [1]."),
    (10, "bad", "changed_number", "When was Nokia Ab formed?", "In 1881 [1]."),
    (10, "bad", "swapped_name", "Where was Idestam's first mill?", "At Turku, in Finland [1]."),
    (10, "bad", "wrong_short_answer", "Who founded Nokia together with Idestam in 1871?", "Gustaf Fogelholm"),
    (10, "bad", "changed_ordinal", "Which of Idestam's mills was at Tampere?", "His second one [1]."),
    # 11: Sydney Opera House
    (11, "ok", "short_answer", "Who designed the Sydney Opera House?", "Jørn Utzon [1]"),
    (11, "ok", "name_form", "Who designed the Sydney Opera House?", "The Danish architect Jorn Utzon [1]."),
    (11, "ok", "date_format", "When was the Sydney Opera House opened?", "On 20/10/1973, by Queen Elizabeth II [1]."),
    (11, "ok", "paraphrase", "Who finished the building after Utzon left?", "Australian architects led by Peter Hall [1]."),
    (11, "ok", "yes_no", "Did Utzon see the building through to completion?", "No, he resigned in 1966 over costs and delays [1]."),
    (11, "ok", "equivalent_name", "What nationality was Utzon?", "He was from Denmark [1]."),
    (11, "ok", "paraphrase", "Which companies are based at the Opera House?", "Opera Australia, the Sydney Symphony Orchestra and the Sydney Theatre Company [1]."),
    (11, "ok", "hedge", "When did work on the Opera House begin?", "The state government approved the start of work in 1958, it appears [1]."),
    (11, "bad", "changed_number", "When did Utzon win the design competition?", "In 1956 [1]."),
    (11, "bad", "swapped_name", "Which premier authorised the start of work?", "Premier Robert Askin [1]."),
    (11, "bad", "changed_number", "When did the Opera House become a World Heritage Site?", "On 28 June 2005 [1]."),
    (11, "bad", "wrong_kind", "When did Utzon resign from the project?", "Because of disputes over costs and delays [1]."),
    # 12: Alexander Fleming
    (12, "ok", "short_answer", "What did Fleming discover in 1928?", "Penicillin [1]"),
    (12, "ok", "paraphrase", "How did Fleming discover penicillin?", "A mould that got into one of his staphylococcus dishes killed the bacteria around it [1]."),
    (12, "ok", "date_format", "When was Fleming born?", "August 6, 1881 [1]."),
    (12, "ok", "equivalent_name", "Where was Fleming from?", "He was a Scot, born on an Ayrshire farm [1]."),
    (12, "ok", "yes_no", "Did Fleming win the Nobel Prize alone?", "No, he shared the 1945 prize with Florey and Chain [1]."),
    (12, "ok", "name_form", "Who developed penicillin into a medicine?", "Florey and Chain, at Oxford [1]."),
    (12, "ok", "paraphrase", "What is lysozyme?", "An enzyme in tears and saliva that attacks bacteria, which Fleming found in 1922 [1]."),
    (12, "ok", "alternative", "Did Fleming discover lysozyme before or after penicillin?", "Before: lysozyme in 1922, penicillin in 1928 [1]."),
    (12, "bad", "changed_number", "When was Fleming knighted?", "In 1945 [1]."),
    (12, "bad", "swapped_name", "Who shared the Nobel Prize with Fleming?", "Howard Florey and Selman Waksman [1]."),
    (12, "bad", "added_place", "Where did Florey and Chain purify penicillin?", "At Oxford and at Harvard [1]."),
    (12, "bad", "wrong_alternative", "Did Fleming discover lysozyme before or after penicillin?", "After penicillin [1]."),
]
