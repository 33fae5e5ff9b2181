#!/usr/bin/env python3
"""Blind held-out evaluation set 6 for the conversation digester (stdlib only, deterministic).

Holds all the data, checks it, and writes digest_blind6.json and digest_blind6.sha256 next to
this script. If any check fails it lists the problems and writes nothing.
`python3 make_digest_blind6.py --selftest` injects one bad snippet per fault kind and confirms
that each is reported (nothing is written in that mode).
"""
import hashlib
import json
import os
import re
import sys

CATEGORIES = {"decision", "preference", "config", "event", "general", "discussion", "idea", "project"}
LABELS_EN = ("User: ", "Assistant: ")
LABELS_ZH = ("用户: ", "助手: ")
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]")
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
LOWER_WORD = re.compile(r"(?<![A-Za-z0-9_.\-/])[a-z]{3,}(?![A-Za-z0-9_])")
MAX_ITEMS = 6


def it(category, *must, x=(), key=None, rm=()):
    """One gold item: category, 1-3 must phrases (the core first), extra must_not phrases (x),
    key phrase (default: the first must phrase), removals (rm: neighbour keys this item refers to)."""
    if isinstance(x, str):
        x = (x,)
    if isinstance(rm, str):
        rm = (rm,)
    return {"category": category, "must": list(must), "x": list(x), "key": key, "rm": list(rm)}


def S(lang, text, *items):
    return {"lang": lang, "text": text.strip("\n") + "\n", "items": list(items)}


DATA = []

# ---------------------------------------------------------------- English
DATA += [
S("en", """User: Greenhouse 2 drip lines now run twice a day, 6 a.m. and 5 p.m., twelve minutes each — the tomatoes were splitting when we watered once at noon.""",
  it("config", "run twice a day, 6 a.m. and 5 p.m.", "twelve minutes each", x="once at noon")),
S("en", """User: We're pouring the slab on the Hadley Street job Thursday the 9th, weather permitting. Pump truck is booked from Castle Concrete, not Metro, because Metro can't do before 8.""",
  it("event", "pouring the slab", "Thursday the 9th"),
  it("decision", "Pump truck is booked from Castle Concrete", x="not Metro")),
S("en", """User: Torque spec for the M8 flange bolts is 24 Nm, and line 3 checks every tenth part with the go/no-go gauge instead of every fiftieth.""",
  it("config", "M8 flange bolts is 24 Nm"),
  it("config", "line 3 checks every tenth part", x="instead of every fiftieth")),
S("en", """User: Orchestra rehearsals move to Wednesdays, 7:30 to 9:30, in the school hall — the church hall has no heating this winter.
Assistant: Got it. Shall I update the member calendar?
User: Yes please. Also sectionals for brass are dropped this term.""",
  it("decision", "rehearsals move to Wednesdays, 7:30 to 9:30", "school hall"),
  it("decision", "sectionals for brass are dropped this term")),
S("en", """User: Can you explain what a go/no-go gauge actually measures? I keep hearing it on the floor.""" ),
S("en", """User: For the record, tenants in building B pay rent on the 1st and the grace period is five days; after that it's a flat $50 late charge.""",
  it("config", "pay rent on the 1st"),
  it("config", "grace period is five days"),
  it("config", "flat $50 late charge")),
S("en", """User: The German and French strings go to Lingua Partners; Japanese stays with our in-house translator, Kenji. Nothing ships until the glossary is signed off.""",
  it("decision", "German and French strings go to Lingua Partners"),
  it("decision", "Japanese stays with our in-house translator, Kenji"),
  it("decision", "Nothing ships until the glossary is signed off")),
S("en", """User: We cut releases of the library every six weeks now, and 2.x only gets security fixes from here on. Don't backport features to it.""",
  it("decision", "releases of the library every six weeks"),
  it("decision", "2.x only gets security fixes", "Don't backport features to it")),
S("en", """User: The inverter on the barn roof is a SolarEdge SE7600 and the panels face 190 degrees, tilt 25. The installer said net metering kicks in once the utility swaps the meter, probably mid-April.""",
  it("general", "SolarEdge SE7600"),
  it("config", "face 190 degrees, tilt 25"),
  it("event", "net metering kicks in", "mid-April")),
S("en", """User: What would happen to the payback period if electricity went up 10%? Just curious."""),
S("en", """User: Shop policy from Monday: no customer cars left overnight without a signed key-drop form. Oil changes are walk-in only, no bookings.""",
  it("decision", "no customer cars left overnight without a signed key-drop form", "from Monday"),
  it("decision", "Oil changes are walk-in only", x="no bookings")),
S("en", """User: Max is the Labrador with the kidney diet — he gets the Renal formula only, 2 cups a day split into two meals, and absolutely no rawhide.""",
  it("general", "kidney diet", "Renal formula only"),
  it("config", "2 cups a day split into two meals"),
  it("preference", "absolutely no rawhide")),
S("en", """User: Principal photography wraps on the 22nd. We're shooting the rooftop scene on the last day, and the drone shots got cut — the permit never came through.""",
  it("event", "Principal photography wraps on the 22nd"),
  it("decision", "shooting the rooftop scene on the last day"),
  it("decision", "the drone shots got cut", "the permit never came through")),
S("en", """User: Sourdough gets a 16-hour cold retard at 4 °C now, not 12 — the crumb is much better. Also we're out of the rye starter business; I gave the jar away.""",
  it("config", "16-hour cold retard at 4 °C", x="not 12"),
  it("decision", "out of the rye starter business")),
S("en", """User: Morning! Long week, huh."""),
S("en", """Assistant: So to recap: parent-teacher conferences on November 14 and 15, ten-minute slots, sign-ups through the school app.
User: Right, except the slots are fifteen minutes this year.""",
  it("event", "parent-teacher conferences on November 14 and 15"),
  it("config", "slots are fifteen minutes this year", x="ten-minute slots"),
  it("config", "sign-ups through the school app")),
S("en", """User: The tour group for Kyoto is 18 people, we land at Kansai on the 3rd, and I'd like every hotel to be within walking distance of a subway station — the last group hated the taxis.""",
  it("general", "tour group for Kyoto is 18 people"),
  it("event", "land at Kansai on the 3rd"),
  it("preference", "within walking distance of a subway station")),
S("en", """User: Heads-up, the archive reading room is closed all of August for the HVAC replacement. Researchers can still request scans, turnaround is about ten working days.""",
  it("event", "reading room is closed all of August"),
  it("config", "turnaround is about ten working days", "request scans")),
S("en", """User: Choir: altos sit stage left from now on, and we're singing the Rutter at the spring concert, not the Britten.""",
  it("decision", "altos sit stage left"),
  it("decision", "singing the Rutter", "spring concert", x="not the Britten")),
S("en", """User: Under-10s play 7-a-side on the half pitch, games are 2 × 25 minutes, and every kid plays at least half the match — that's the club rule, no exceptions.""",
  it("config", "Under-10s play 7-a-side on the half pitch"),
  it("config", "2 × 25 minutes"),
  it("decision", "every kid plays at least half the match")),
S("en", """User: Is a 7-a-side pitch usually 50 by 30 meters or is that too small?"""),
S("en", """User: Our house espresso is the Huila, roasted to about 12% development, and we rest it seven days before it hits the grinder. The Ethiopian is filter-only.""",
  it("config", "house espresso is the Huila", "12% development"),
  it("config", "rest it seven days"),
  it("decision", "The Ethiopian is filter-only")),
S("en", """User: Makerspace rule change — the laser cutter needs a sign-off from Priya before anyone uses it solo, and PVC is banned outright (chlorine gas).""",
  it("decision", "laser cutter needs a sign-off from Priya"),
  it("decision", "PVC is banned outright")),
S("en", """User: Sorry, I was wrong earlier — the fume hood certification is due in March, not January. Facilities will send someone on the 12th.""",
  it("event", "fume hood certification is due in March", x="not January"),
  it("event", "Facilities will send someone on the 12th")),
S("en", """User: My checkride is booked for the 19th with examiner Dawson. Until then I'm flying the 172 only, no more sessions in the Archer.""",
  it("event", "checkride is booked for the 19th", "examiner Dawson"),
  it("decision", "flying the 172 only", x="no more sessions in the Archer")),
S("en", """User: Could you draft a friendly note to the hive-share members reminding them to bring veils on Saturday?"""),
S("en", """User: We harvest honey from the two east hives only this year; the west ones are being left alone to build up for winter. Extraction day is the last Sunday in August.""",
  it("decision", "harvest honey from the two east hives only"),
  it("decision", "west ones are being left alone"),
  it("event", "Extraction day is the last Sunday in August")),
S("en", """User: Chess club night stays Tuesday but starts at 6:30 instead of 7 now that the juniors come straight from school.""",
  it("decision", "starts at 6:30", "Chess club night", x="instead of 7")),
S("en", """User: Note to self: Grandma's maiden name was Kowalczyk, not Kowalski, and she was born in Łódź in 1931.""",
  it("general", "maiden name was Kowalczyk", x="not Kowalski"),
  it("general", "born in Łódź in 1931")),
S("en", """User: The council approved the bike lane on Elm Avenue 5–2 last night. Construction starts after the school year ends, so late June.""",
  it("event", "approved the bike lane on Elm Avenue 5–2"),
  it("event", "Construction starts", "late June")),
S("en", """User: The MQTT broker listens on 1883 inside the plant network and 8883 with TLS for anything coming from outside. Anonymous access is off.""",
  it("config", "1883 inside the plant network"),
  it("config", "8883 with TLS"),
  it("config", "Anonymous access is off")),
S("en", """User: If we ever got a second kiln, where would it even go? Probably nowhere, the garage is full."""),
S("en", """User: The Minecraft server for the kids moved to the old ThinkPad, runs on port 25570 so it doesn't clash with my test one on 25565, and it shuts itself down at 9 p.m. on school nights.""",
  it("event", "moved to the old ThinkPad"),
  it("config", "port 25570", x="25565"),
  it("config", "shuts itself down at 9 p.m. on school nights")),
S("en", """User: I prefer that you give me metric units first and imperial in brackets, and please don't round weights to the nearest pound — I need the decimals for the feed calculations.""",
  it("preference", "metric units first and imperial in brackets"),
  it("preference", "don't round weights to the nearest pound")),
S("en", """User: Thanks, that's exactly what I needed."""),
S("en", """User: The Kafka cluster keeps 7 days of retention on the orders topic and 30 on audit-events; partitions went from 12 to 24 on orders last week.""",
  it("config", "7 days of retention on the orders topic"),
  it("config", "30 on audit-events"),
  it("event", "partitions went from 12 to 24")),
S("en", """User: We've decided against renting the ski lodge. Too far for the Dutch team. Offsite will be at the lakeside hotel in Annecy, 8–10 October.""",
  it("decision", "decided against renting the ski lodge", "Too far for the Dutch team"),
  it("event", "lakeside hotel in Annecy, 8–10 October")),
S("en", """User: Dental front desk: new patients get a 60-minute first slot, recalls are 30, and we stop booking after 4:15 on Fridays.""",
  it("config", "new patients get a 60-minute first slot"),
  it("config", "recalls are 30"),
  it("config", "stop booking after 4:15 on Fridays")),
S("en", """User: The theatre's get-in is 8 a.m. on the 2nd; tech rehearsal runs that evening, and the dress is on the 3rd with an invited audience. Opening night is the 4th.""",
  it("event", "get-in is 8 a.m. on the 2nd"),
  it("event", "tech rehearsal runs that evening", rm="get-in is 8 a.m. on the 2nd"),
  it("event", "dress is on the 3rd with an invited audience"),
  it("event", "Opening night is the 4th")),
S("en", """User: What's the difference between a dress rehearsal and a preview, in theatre terms?"""),
S("en", """User: Wine club shipments go out quarterly — February, May, August, November — and members can swap one bottle per shipment. We dropped the 'reds only' tier, nobody picked it.""",
  it("config", "shipments go out quarterly", "February, May, August, November"),
  it("config", "swap one bottle per shipment"),
  it("decision", "dropped the 'reds only' tier")),
S("en", """User: Patent: the provisional was filed on 11 March, which gives us until 11 March next year for the full application. Counsel is Hartley & Moss.""",
  it("event", "provisional was filed on 11 March"),
  it("event", "until 11 March next year for the full application"),
  it("general", "Counsel is Hartley & Moss")),
S("en", """User: Starting in January, desk prices at the co-working space go up to €220 a month (it was €190). Meeting rooms stay free for members, capped at four hours a week.""",
  it("config", "up to €220 a month", "Starting in January", x="it was €190"),
  it("config", "Meeting rooms stay free for members"),
  it("config", "capped at four hours a week", rm="Meeting rooms stay free for members")),
S("en", """User: Hmm, I'm not sure yet whether we should open on Sundays. Let me think about it."""),
S("en", """User: Kibana is on 5601 behind the nginx proxy, and Elasticsearch itself only binds to localhost — nobody hits 9200 from outside.""",
  it("config", "Kibana is on 5601"),
  it("config", "Elasticsearch itself only binds to localhost")),
]

DATA += [
S("en", """User: Our etcd backups were moved off the control-plane nodes last night — they now land in the s3://cp-backups bucket every 30 minutes. The kube API stays on 6443.""",
  it("event", "etcd backups were moved off the control-plane nodes"),
  it("config", "s3://cp-backups bucket every 30 minutes"),
  it("config", "kube API stays on 6443")),
S("en", """User: Ollama runs on the desktop on its default 11434. Point the notebook there, not at the laptop.
Assistant: Done. Which model should it use by default?
User: The 8B one. The 70B is too slow on that card.""",
  it("config", "Ollama runs on the desktop on its default 11434"),
  it("config", "Point the notebook there", x="not at the laptop", rm="Ollama runs on the desktop on its default 11434"),
  it("decision", "The 8B one", x="The 70B is too slow")),
S("en", """User: Please stop suggesting Excel formulas — our whole office is on Google Sheets, so give me Sheets syntax every time.""",
  it("preference", "stop suggesting Excel formulas", "give me Sheets syntax every time")),
S("en", """User: Quick one: the Sunday farmers' market stall is ours again this season, pitch 14 by the fountain. Setup by 7, packed up by 1:30.""",
  it("general", "pitch 14 by the fountain"),
  it("config", "Setup by 7, packed up by 1:30")),
S("en", """User: We switched the greenhouse controller from the old Arduino sketch to Home Assistant in March, and the vents now open at 27 °C instead of 30.""",
  it("event", "from the old Arduino sketch to Home Assistant in March"),
  it("config", "vents now open at 27 °C", x="instead of 30")),
S("en", """User: What does 'net 60' mean on a purchase order, again?"""),
S("en", """User: Sailing club: juniors must wear buoyancy aids on the pontoon as well as on the water, and nobody goes out above force 5. Those two are non-negotiable.""",
  it("decision", "juniors must wear buoyancy aids on the pontoon"),
  it("decision", "nobody goes out above force 5")),
S("en", """User: My sister's wedding got moved — it's now the 14th of September, at the vineyard outside Mendoza, not the city church. I'm giving a toast, five minutes max.""",
  it("event", "14th of September", "vineyard outside Mendoza", x="not the city church"),
  it("event", "I'm giving a toast, five minutes max")),
S("en", """User: Yesterday's inspection flagged the rebar spacing on level 2. The engineer signed the fix off this morning, so framing resumes Monday.""",
  it("event", "inspection flagged the rebar spacing on level 2"),
  it("event", "engineer signed the fix off this morning"),
  it("event", "framing resumes Monday")),
S("en", """User: I like answers short. If I want the long version I'll ask — one paragraph is plenty.""",
  it("preference", "I like answers short", "one paragraph is plenty")),
S("en", """User: Good catch, thank you! Have a nice evening."""),
S("en", """User: The CNC shop quote came in at $4,800 for the first 50 brackets. We're going with them over Protolab since the lead time is two weeks shorter.""",
  it("general", "$4,800 for the first 50 brackets"),
  it("decision", "going with them over Protolab", "lead time is two weeks shorter")),
S("en", """User: Translation memory lives in the shared drive under /TM/2024, and every translator pulls from there — no private TMs, we got burned by inconsistent terminology.""",
  it("config", "Translation memory lives in the shared drive under /TM/2024"),
  it("decision", "no private TMs", "inconsistent terminology")),
S("en", """User: Library fines are gone as of this month. Overdue books just block new checkouts after 21 days.""",
  it("decision", "Library fines are gone as of this month"),
  it("config", "block new checkouts after 21 days")),
S("en", """User: Remind me — is it cheaper to ship the booth by freight or to rent one locally? I haven't looked into it."""),
S("en", """User: The vet said Luna's next booster is due on the 2nd of May; she's on half a tablet of Apoquel a day until then, and we shouldn't bathe her more than once a fortnight.""",
  it("event", "Luna's next booster is due on the 2nd of May"),
  it("config", "half a tablet of Apoquel a day"),
  it("preference", "shouldn't bathe her more than once a fortnight")),
S("en", """User: Open-source housekeeping: issues with no reply for 60 days get the stale label, and they're closed 14 days after that. PRs are exempt.""",
  it("config", "no reply for 60 days get the stale label"),
  it("config", "closed 14 days after that"),
  it("config", "PRs are exempt")),
S("en", """User: The Year 9 trip to the science museum is Friday the 17th. Coach leaves at 8:15 sharp from the front gate, back by 3:30. Packed lunches, no money needed.""",
  it("event", "trip to the science museum is Friday the 17th"),
  it("config", "Coach leaves at 8:15 sharp from the front gate"),
  it("config", "back by 3:30"),
  it("config", "Packed lunches, no money needed")),
S("en", """User: I was going to ask about the invoice template but never mind, Rosa sorted it."""),
S("en", """User: Bakery hours change next week: 6:30 to 2 on weekdays, 7 to 1 on Saturdays, and we're closed Sundays for good.""",
  it("config", "6:30 to 2 on weekdays"),
  it("config", "7 to 1 on Saturdays"),
  it("decision", "closed Sundays for good")),
S("en", """User: The 3D printers in the lab: the Prusa is PLA and PETG only, and the Bambu is the only one allowed to print ABS, because it's enclosed.""",
  it("config", "Prusa is PLA and PETG only"),
  it("config", "Bambu is the only one allowed to print ABS", "because it's enclosed")),
S("en", """User: Assistant, one rule for you: never send anything to the client directly. You draft, I send.""",
  it("preference", "never send anything to the client directly", "You draft, I send")),
S("en", """User: We were going to put the exhibition text at 18 pt but the accessibility reviewer asked for 24, so 24 it is. Labels go at 1.4 m height.""",
  it("decision", "24 it is", x="18 pt"),
  it("config", "Labels go at 1.4 m height")),
S("en", """User: Film festival submission window closes on July 31. Our short's final cut is locked; colour grading is booked with Ines for the week of the 8th.""",
  it("event", "submission window closes on July 31"),
  it("event", "final cut is locked"),
  it("event", "colour grading is booked with Ines", "week of the 8th")),
S("en", """User: The HOA voted to repaint the exterior in sage green. Work is scheduled for the first two weeks of May, and cars must be off the driveway from 8 to 5 those days.""",
  it("decision", "repaint the exterior in sage green"),
  it("event", "first two weeks of May", "Work is scheduled"),
  it("config", "cars must be off the driveway from 8 to 5")),
S("en", """User: Tell me a joke about accountants."""),
S("en", """User: Car-share fleet: every car is charged to at least 80% before the next booking, and members get billed $0.35 a mile over the included 100. Cleaning fee is $40 if we find pet hair.""",
  it("config", "charged to at least 80% before the next booking"),
  it("config", "$0.35 a mile over the included 100"),
  it("config", "Cleaning fee is $40 if we find pet hair")),
S("en", """User: Ski school starts on the 21st of December. Kids' group lessons are mornings only; privates can be afternoons.""",
  it("event", "Ski school starts on the 21st of December"),
  it("config", "Kids' group lessons are mornings only"),
  it("config", "privates can be afternoons")),
S("en", """User: The ferry timetable changed — the 7:40 crossing now goes at 7:25, so I'm leaving the house at 6:50 instead of 7:05.""",
  it("event", "the 7:40 crossing now goes at 7:25"),
  it("decision", "leaving the house at 6:50", x="instead of 7:05")),
S("en", """User: The clinic's triage line is staffed 8 to 8; after hours, calls roll over to the on-call nurse, and anything with chest pain is told to dial 911 straight away.""",
  it("config", "triage line is staffed 8 to 8"),
  it("config", "after hours, calls roll over to the on-call nurse"),
  it("decision", "anything with chest pain is told to dial 911")),
S("en", """User: I'd appreciate it if you'd cite the page number whenever you quote from the lease. It saves me hunting.""",
  it("preference", "cite the page number whenever you quote from the lease")),
S("en", """User: Jorge is taking over the Saturday warehouse shift from next month — Amy's moving to weekdays. Neither of them does forklift work until the recert on the 30th.""",
  it("decision", "Jorge is taking over the Saturday warehouse shift", "from next month"),
  it("decision", "Amy's moving to weekdays"),
  it("decision", "Neither of them does forklift work until the recert on the 30th")),
S("en", """User: What's a reasonable cap rate for a small apartment building in the Midwest these days?"""),
S("en", """User: We're not renewing the Adobe team licence; everyone's on Affinity by the end of the quarter. Existing PSD files get archived, not converted.""",
  it("decision", "not renewing the Adobe team licence"),
  it("decision", "everyone's on Affinity by the end of the quarter"),
  it("decision", "Existing PSD files get archived", x="not converted")),
S("en", """User: Heat pump service is booked for the 6th between 10 and 12. The technician needs access to the loft, so someone has to be home.""",
  it("event", "Heat pump service is booked for the 6th between 10 and 12"),
  it("general", "needs access to the loft", "someone has to be home")),
S("en", """User: For the grant report, use the funder's template, 12 pages max, and the budget narrative goes in an appendix, not in the body.""",
  it("config", "use the funder's template, 12 pages max"),
  it("decision", "budget narrative goes in an appendix", x="not in the body")),
S("en", """Assistant: Shall I set the staging database to restore from last night's snapshot every morning at 5?
User: Make it 4. The batch jobs start at 4:30.""",
  it("config", "Make it 4", "The batch jobs start at 4:30")),
S("en", """User: Okay so the youth football tournament: registration closes the 1st, 12 teams max, entry is $75 a team, and the final is played under lights on Saturday night which is a first for us.""",
  it("event", "registration closes the 1st"),
  it("config", "12 teams max"),
  it("config", "entry is $75 a team"),
  it("event", "final is played under lights on Saturday night")),
S("en", """User: Nope, nothing to add for today."""),
S("en", """User: The old Jenkins box was finally switched off on Friday; all pipelines run in GitLab CI now. Nightly builds kick off at 1 a.m. UTC.""",
  it("event", "old Jenkins box was finally switched off on Friday"),
  it("general", "all pipelines run in GitLab CI now"),
  it("config", "Nightly builds kick off at 1 a.m. UTC")),
]

# ---------------------------------------------------------------- Chinese
DATA += [
S("zh", """用户: 二号大棚的草莓改成每天早上七点滴灌一次，一次二十分钟，下午那次取消了，湿度太大容易烂果。""",
  it("config", "每天早上七点滴灌一次", "一次二十分钟"),
  it("decision", "下午那次取消了", "湿度太大容易烂果")),
S("zh", """用户: 鸡场那边定了，蛋鸡一律换成海兰褐，明年开春进苗，一批三千只。""",
  it("decision", "蛋鸡一律换成海兰褐"),
  it("event", "明年开春进苗"),
  it("config", "一批三千只")),
S("zh", """用户: 工地这周六要浇三楼的顶板，混凝土用 C30 的，泵车约的是早上六点，别迟到。""",
  it("event", "这周六要浇三楼的顶板"),
  it("config", "混凝土用 C30 的"),
  it("config", "泵车约的是早上六点")),
S("zh", """用户: 你觉得钢筋和混凝土哪个涨价更厉害？随便聊聊。"""),
S("zh", """用户: 产线那边说了，二号线的首件检验改成每班开工必须做，做完拍照发群里，没拍照不许批量生产。""",
  it("decision", "首件检验改成每班开工必须做"),
  it("decision", "做完拍照发群里"),
  it("decision", "没拍照不许批量生产")),
S("zh", """用户: 合唱团的排练从周四晚上挪到周日下午两点了，地点还是文化馆三楼。
助手: 好的，需要我通知声部长吗？
用户: 不用，我已经在群里说过了。""",
  it("decision", "挪到周日下午两点", "文化馆三楼", x="周四晚上")),
S("zh", """用户: 物业费从下个月起涨到每平米 2.8 元，之前是 2.2。停车位月租不变，还是三百。""",
  it("config", "涨到每平米 2.8 元", "从下个月起", x="之前是 2.2"),
  it("config", "停车位月租不变，还是三百")),
S("zh", """用户: 这本小说的日文版我们交给大阪那家事务所翻，韩文版先不做了，等中文版销量出来再说。""",
  it("decision", "日文版我们交给大阪那家事务所翻"),
  it("decision", "韩文版先不做了", "等中文版销量出来再说")),
S("zh", """用户: 哈哈哈你这个回答太逗了"""),
S("zh", """用户: 屋顶光伏装好了，一共 24 块板，总共 13.2 千瓦，逆变器是华为的。并网要等供电局来验收，大概下周三。""",
  it("event", "屋顶光伏装好了"),
  it("config", "一共 24 块板", "13.2 千瓦"),
  it("general", "逆变器是华为的"),
  it("event", "并网要等供电局来验收", "大概下周三")),
S("zh", """用户: 修车铺这边规定一下：客户的车钥匙一律放前台保险柜，下班前必须清点，少一把都不行。""",
  it("decision", "车钥匙一律放前台保险柜"),
  it("decision", "下班前必须清点")),
S("zh", """用户: 我家猫咪豆豆肾不太好，医生说只能吃处方粮，每天 60 克，分三顿，零食全停。""",
  it("general", "豆豆肾不太好"),
  it("config", "只能吃处方粮"),
  it("config", "每天 60 克，分三顿"),
  it("decision", "零食全停")),
S("zh", """用户: 剧组定了，外景下个月十号开拍，先拍海边那几场，棚内戏挪到月底。""",
  it("event", "外景下个月十号开拍"),
  it("decision", "先拍海边那几场"),
  it("decision", "棚内戏挪到月底")),
S("zh", """用户: 面包店的碱水结以后每天只做四十个，卖完就没，别再多做了，上周剩了一半。""",
  it("decision", "碱水结以后每天只做四十个"),
  it("decision", "卖完就没")),
S("zh", """用户: 帮我把这句话翻成英文：明天的家长会改到下午三点。"""),
S("zh", """用户: 学校通知：期中考试安排在十一月第二周，周三周四两天，初三多考一门物理实验。""",
  it("event", "期中考试安排在十一月第二周", "周三周四两天"),
  it("config", "初三多考一门物理实验")),
S("zh", """用户: 业委会开会投票了，小区大门的门禁换成人脸识别，快递员一律不许进小区，放门口快递柜。""",
  it("decision", "门禁换成人脸识别"),
  it("decision", "快递员一律不许进小区", "放门口快递柜")),
S("zh", """用户: 云南那个团是十二月五号出发，一共二十六个人，住宿全部订双床房，别订大床。""",
  it("event", "云南那个团是十二月五号出发"),
  it("general", "一共二十六个人"),
  it("preference", "住宿全部订双床房", x="别订大床")),
S("zh", """用户: 图书馆的古籍室下周起只对预约读者开放，每天最多八个人，不许带笔进去，只能用铅笔。""",
  it("decision", "古籍室下周起只对预约读者开放"),
  it("config", "每天最多八个人"),
  it("decision", "只能用铅笔", x="不许带笔进去")),
S("zh", """用户: 哦不对，我刚才说错了，篮球队的比赛不是周六，是周日上午九点，在体育馆二号场。""",
  it("event", "是周日上午九点", "体育馆二号场", x="不是周六")),
S("zh", """用户: 我们店的拼配豆烘到二爆前就下豆，养豆五天再卖，单品豆只做浅烘。""",
  it("config", "烘到二爆前就下豆"),
  it("config", "养豆五天再卖"),
  it("decision", "单品豆只做浅烘")),
S("zh", """用户: 你说创客空间的会员费定多少合适？三百还是五百？我还没想好。"""),
S("zh", """用户: 实验室规定改了：浓硫酸只能在通风橱里开盖，废液按酸碱分桶，每周五下午统一交给后勤。""",
  it("decision", "浓硫酸只能在通风橱里开盖"),
  it("decision", "废液按酸碱分桶"),
  it("config", "每周五下午统一交给后勤")),
S("zh", """用户: 驾校约好了，科目二下周二考，我还是想练自动挡，手动挡太费劲了。""",
  it("event", "科目二下周二考"),
  it("preference", "还是想练自动挡", x="手动挡太费劲了")),
S("zh", """用户: 今年蜂场的椴树蜜就不摇了，留给蜂群过冬。槐花蜜照常，五月中旬开摇。""",
  it("decision", "椴树蜜就不摇了", "留给蜂群过冬"),
  it("event", "槐花蜜照常，五月中旬开摇")),
S("zh", """用户: 谢谢啦，辛苦了～"""),
S("zh", """用户: 族谱的事我跟二叔对过了，太爷爷是光绪二十年生的，老家在安徽歙县，不是绩溪。""",
  it("general", "太爷爷是光绪二十年生的"),
  it("general", "老家在安徽歙县", x="不是绩溪")),
S("zh", """用户: 街道那边通知，社区食堂下月一号开张，六十岁以上老人午饭八块钱一份，要先办卡。""",
  it("event", "社区食堂下月一号开张"),
  it("config", "六十岁以上老人午饭八块钱一份"),
  it("config", "要先办卡")),
S("zh", """用户: 我们厂的 MES 系统上周切到新服务器了，数据库还是 SQL Server，端口改成 14330 了，原来是 1433。""",
  it("event", "MES 系统上周切到新服务器了"),
  it("config", "端口改成 14330 了", x="原来是 1433")),
S("zh", """用户: 牙科诊所那边，种植牙的病人统一排在周二周四下午，洗牙可以随时约，但每天最多十二个。""",
  it("config", "种植牙的病人统一排在周二周四下午"),
  it("config", "洗牙可以随时约"),
  it("config", "每天最多十二个", rm="洗牙可以随时约")),
S("zh", """用户: 话剧定了，《雷雨》首演是下个月十八号，周末加演两场，票价统一一百二。""",
  it("event", "《雷雨》首演是下个月十八号"),
  it("decision", "周末加演两场"),
  it("config", "票价统一一百二")),
S("zh", """用户: 假如以后要开第二家分店，选址你觉得是大学城好还是老城区好？"""),
S("zh", """用户: 以后跟我说话别用“亲”这种称呼，怪别扭的，直接说事就行。""",
  it("preference", "别用“亲”这种称呼", "直接说事就行")),
S("zh", """用户: 专利那边，实用新型已经授权了，发明专利还在实审，代理人说大概要等到明年下半年。""",
  it("event", "实用新型已经授权了"),
  it("event", "发明专利还在实审", "明年下半年")),
S("zh", """用户: 共享办公那层楼我们退掉了，下个月开始全员远程，周三大家去咖啡馆碰一次面。""",
  it("decision", "共享办公那层楼我们退掉了"),
  it("decision", "下个月开始全员远程"),
  it("decision", "周三大家去咖啡馆碰一次面")),
S("zh", """用户: ES 集群扩到五个节点了，索引分片改成十个，副本一个，日志只保留十五天。""",
  it("event", "ES 集群扩到五个节点了"),
  it("config", "索引分片改成十个"),
  it("config", "副本一个"),
  it("config", "日志只保留十五天")),
S("zh", """用户: 健身房的私教课我续了二十节，教练换成了小周，每周二和周五晚上七点半。""",
  it("event", "私教课我续了二十节"),
  it("decision", "教练换成了小周"),
  it("config", "每周二和周五晚上七点半")),
S("zh", """用户: 茶园今年春茶开采定在清明前五天，只采一芽一叶，雨天一律不采。""",
  it("event", "春茶开采定在清明前五天"),
  it("config", "只采一芽一叶"),
  it("decision", "雨天一律不采")),
S("zh", """用户: 嗯嗯，我再看看，回头聊。"""),
S("zh", """用户: 民宿的入住时间改成下午三点以后，退房中午十二点前，超时一小时收五十。""",
  it("config", "入住时间改成下午三点以后"),
  it("config", "退房中午十二点前"),
  it("config", "超时一小时收五十")),
S("zh", """用户: 养老院那边，我妈的探视时间是每天上午九点到十一点，家属每次最多两个人，别带熟食进去。""",
  it("config", "探视时间是每天上午九点到十一点"),
  it("config", "家属每次最多两个人"),
  it("decision", "别带熟食进去")),
S("zh", """用户: 鱼塘的增氧机设成凌晨两点到六点自动开，阴天全天开。上个月闷死了一批鲫鱼。""",
  it("config", "凌晨两点到六点自动开", "增氧机"),
  it("config", "阴天全天开"),
  it("event", "上个月闷死了一批鲫鱼")),
S("zh", """用户: 广场舞队的音响以后晚上八点半必须关，被邻居投诉好几次了，音量也调到一半。""",
  it("decision", "晚上八点半必须关", "被邻居投诉好几次了"),
  it("decision", "音量也调到一半")),
S("zh", """用户: 摄影工作室的证件照涨到六十了，精修另加二十，底片一律不给。""",
  it("config", "证件照涨到六十了"),
  it("config", "精修另加二十"),
  it("decision", "底片一律不给")),
S("zh", """用户: 你知道二手叉车一般多少钱吗？"""),
S("zh", """用户: 开源项目那边我们决定了，许可证从 GPL 换成 Apache 2.0，下个大版本生效，老版本保持不变。""",
  it("decision", "许可证从 GPL 换成 Apache 2.0", "下个大版本生效"),
  it("decision", "老版本保持不变")),
S("zh", """用户: 我孩子幼儿园的接送卡丢了，补办要二十块，园里说下周一才能拿到，这几天得我本人去接。""",
  it("event", "接送卡丢了"),
  it("config", "补办要二十块", "下周一才能拿到"),
  it("general", "这几天得我本人去接")),
S("zh", """用户: 酒庄的会员每季度寄两瓶，今年起改成半年寄四瓶，运费我们包。""",
  it("decision", "改成半年寄四瓶", "今年起", x="每季度寄两瓶"),
  it("config", "运费我们包")),
S("zh", """用户: 行吧，网约车那个平台就用滴滴企业版，报销走月结，不用员工垫付了。""",
  it("decision", "就用滴滴企业版"),
  it("config", "报销走月结"),
  it("decision", "不用员工垫付了")),
S("zh", """用户: 游泳馆暑期班七月八号开课，一期十次课，每次一个半小时，儿童一律戴泳帽。""",
  it("event", "暑期班七月八号开课"),
  it("config", "一期十次课，每次一个半小时"),
  it("decision", "儿童一律戴泳帽")),
S("zh", """用户: 你能不能解释一下 MQTT 的 QoS 1 和 QoS 2 有啥区别？"""),
S("zh", """用户: 象棋社每周五晚上活动，新会员前三次免费，之后一学期一百块。""",
  it("config", "每周五晚上活动"),
  it("config", "新会员前三次免费"),
  it("config", "之后一学期一百块")),
S("zh", """用户: 档案数字化这个项目叫“青简”，目标是年底前扫完一九四九年以前的全部卷宗，外包给了华影公司。""",
  it("project", "档案数字化这个项目叫“青简”"),
  it("config", "年底前扫完一九四九年以前的全部卷宗"),
  it("decision", "外包给了华影公司")),
]

DATA += [
S("zh", """助手: 我总结一下：农机合作社的收割机秋收期间按亩收费，一亩八十，油钱另算。
用户: 对，不过油钱也包在里面，一亩九十五。""",
  it("config", "一亩九十五", "油钱也包在里面", x="一亩八十")),
S("zh", """用户: 把车间的早班改到七点半开工吧，七点太早了，好多人赶不上班车。""",
  it("decision", "早班改到七点半开工", x="七点太早了")),
S("zh", """用户: 乐队下个月去livehouse演出的事黄了，场地被别人订走了。""",
  it("event", "去livehouse演出的事黄了", "场地被别人订走了")),
S("zh", """用户: 物业那边的报修电话换了，现在打 400 开头那个，原来的座机停用了。
助手: 需要我记一下新号码吗？
用户: 记一下，4008-209-517。""",
  it("config", "4008-209-517", x="原来的座机停用了")),
S("zh", """用户: 你好呀"""),
S("zh", """用户: 我们翻译组定了个规矩：专有名词第一次出现一律附英文原文，后面就不用了。""",
  it("decision", "专有名词第一次出现一律附英文原文")),
S("zh", """用户: 汽修店新来的学徒叫阿强，先跟着老王学钣金，三个月内不许碰发动机。""",
  it("general", "新来的学徒叫阿强"),
  it("decision", "先跟着老王学钣金"),
  it("decision", "三个月内不许碰发动机")),
S("zh", """用户: 宠物医院的疫苗提醒改成提前七天发短信，以前是提前三天，好多人来不及。""",
  it("config", "提前七天发短信", x="以前是提前三天")),
S("zh", """用户: 我在想要不要给店里装个自助点单机，但又怕老顾客不会用，纠结。"""),
S("zh", """用户: 学校的午休时间从四十分钟延长到一个小时了，下午第一节课推迟到一点五十。""",
  it("config", "午休时间从四十分钟延长到一个小时了"),
  it("config", "下午第一节课推迟到一点五十")),
S("zh", """用户: 更正一下，旅行团集合不是七点，是早上六点四十，地点在火车站南广场。""",
  it("config", "是早上六点四十", "火车站南广场", x="不是七点")),
S("zh", """用户: 车队里那台老解放已经被报废了，明天去车管所注销。""",
  it("event", "老解放已经被报废了"),
  it("event", "明天去车管所注销")),
S("zh", """用户: 我们讨论了一下要不要给合唱团统一买演出服，大家主要担心的是每人四百块有点贵，最后没定。""",
  it("discussion", "要不要给合唱团统一买演出服", "每人四百块有点贵")),
S("zh", """用户: 有个想法先记一下：茶园可以搞个周末采茶体验，带孩子的家庭应该喜欢。""",
  it("idea", "周末采茶体验", "带孩子的家庭应该喜欢")),
S("zh", """用户: 今天天气真好，出去走走了。"""),
S("zh", """用户: 仓储那边的温湿度传感器每五分钟上报一次，超过三十度就发企业微信告警，别发短信了。""",
  it("config", "每五分钟上报一次"),
  it("config", "超过三十度就发企业微信告警", x="别发短信了")),
S("zh", """用户: 以后回答我的时候，数字都用阿拉伯数字，别写成汉字，我看着累。""",
  it("preference", "数字都用阿拉伯数字", "别写成汉字")),
S("zh", """用户: 得嘞，那装修队就定老李他们家了，报价八万六，下周一进场。""",
  it("decision", "装修队就定老李他们家了"),
  it("config", "报价八万六"),
  it("event", "下周一进场")),
S("zh", """用户: 为什么 Kafka 的分区数只能加不能减？"""),
S("zh", """用户: 社区的垃圾分类督导员排班是早上七点到九点、晚上六点到八点，两班，每班两个人。""",
  it("config", "早上七点到九点、晚上六点到八点"),
  it("config", "每班两个人")),
S("zh", """用户: 我奶奶每天早上吃一片降压药，晚上半片，别搞混了。她对青霉素过敏。""",
  it("config", "每天早上吃一片降压药，晚上半片"),
  it("general", "对青霉素过敏")),
S("zh", """用户: 算了还是别用顺丰了，太贵，样品都改发邮政 EMS。""",
  it("decision", "样品都改发邮政 EMS", x="别用顺丰了")),
S("zh", """用户: 新书分享会定在下周六下午，在西西弗书店，作者本人会来签售。""",
  it("event", "新书分享会定在下周六下午", "西西弗书店"),
  it("event", "作者本人会来签售")),
S("zh", """用户: 哦不，我口误了，合同上的违约金是百分之五，不是百分之十五。""",
  it("config", "违约金是百分之五", x="不是百分之十五")),
S("zh", """用户: 你帮我算算，一百二十平的房子铺木地板大概要多少钱？"""),
S("zh", """用户: 我儿子的钢琴课从每周一次改成两次了，周三和周六，老师还是刘老师。""",
  it("decision", "钢琴课从每周一次改成两次了", "周三和周六"),
  it("general", "老师还是刘老师")),
S("zh", """用户: 我们小组讨论了周报要不要改成口头汇报，主要顾虑是没留文字记录，不好追溯。""",
  it("discussion", "周报要不要改成口头汇报", "没留文字记录")),
S("zh", """用户: 别再给我推荐那种几万块的相机了，预算就五千以内，二手也行。""",
  it("preference", "预算就五千以内", "二手也行", x="几万块的相机")),
S("zh", """用户: 工厂的废料以后统一卖给城东那家回收站，每月结一次，现金不收，只走对公。""",
  it("decision", "统一卖给城东那家回收站"),
  it("config", "每月结一次"),
  it("decision", "只走对公", x="现金不收")),
S("zh", """用户: 好的好的，明白了。"""),
S("zh", """用户: 我们家的Wi-Fi密码改了，访客网络单独开了一个，限速十兆。""",
  it("event", "Wi-Fi密码改了"),
  it("config", "访客网络单独开了一个", "限速十兆")),
S("zh", """用户: 下周三上午十点公司消防演练，全员参加，听到警报走东侧楼梯，不许坐电梯。""",
  it("event", "下周三上午十点公司消防演练"),
  it("decision", "听到警报走东侧楼梯", "不许坐电梯")),
S("zh", """用户: 我老公说要把阳台封起来，我还没同意，再说吧。"""),
S("zh", """用户: 民宿的床品以后一客一换，布草外包给洗涤厂，一套十二块。""",
  it("decision", "床品以后一客一换"),
  it("decision", "布草外包给洗涤厂"),
  it("config", "一套十二块", rm="布草外包给洗涤厂")),
S("zh", """用户: 家谱印刷的事定了，先印五十本，线装，繁体竖排。""",
  it("decision", "先印五十本"),
  it("config", "线装，繁体竖排")),
S("zh", """用户: 篮球队新赛季队长选了小马，副队长是阿杰。训练时间不变。""",
  it("decision", "队长选了小马"),
  it("decision", "副队长是阿杰")),
S("zh", """用户: 孩子的疫苗本放在书房第二个抽屉里，下次打针别忘了带。""",
  it("general", "疫苗本放在书房第二个抽屉里")),
S("zh", """用户: 我记得你上次说过一个关于咖啡豆保存的方法，能再说一遍吗？"""),
S("zh", """用户: 创客空间的激光切割机周末不对外开放了，工作日晚上可以约，一次最多两小时。""",
  it("decision", "激光切割机周末不对外开放了"),
  it("config", "工作日晚上可以约"),
  it("config", "一次最多两小时", rm="工作日晚上可以约")),
S("zh", """用户: 从这周开始，周一的例会取消，有事群里说。""",
  it("decision", "周一的例会取消", "从这周开始")),
S("zh", """用户: 果园的桃子今年不走批发了，全部做社区直供，一箱五斤，六十八块。""",
  it("decision", "全部做社区直供", x="不走批发了"),
  it("config", "一箱五斤，六十八块")),
S("zh", """用户: 爸妈的金婚纪念日是腊月初八，今年想在老家摆几桌，大概五桌。""",
  it("general", "金婚纪念日是腊月初八"),
  it("event", "在老家摆几桌", "大概五桌")),
S("zh", """用户: 要是明年房东涨租，我们就搬走，不过现在还没通知。"""),
S("zh", """用户: 我们乐团的指挥换人了，陈老师退了，新来的是从上海请的周指挥，下月第一次排练。""",
  it("event", "陈老师退了"),
  it("event", "新来的是从上海请的周指挥"),
  it("event", "下月第一次排练")),
S("zh", """用户: 机房的 UPS 电池被换掉了，新的能撑四十分钟，之前只能撑十五分钟。""",
  it("event", "UPS 电池被换掉了"),
  it("config", "新的能撑四十分钟", x="之前只能撑十五分钟")),
S("zh", """用户: 周末带娃去动物园还是科技馆好？"""),
S("zh", """用户: 我不吃香菜，也不吃葱，给我推荐菜谱的时候注意一下。""",
  it("preference", "我不吃香菜，也不吃葱")),
S("zh", """用户: 翻译稿费按千字一百五结算，交稿后三十天内付款，译者署名放在版权页。""",
  it("config", "千字一百五结算"),
  it("config", "交稿后三十天内付款"),
  it("decision", "译者署名放在版权页")),
S("zh", """用户: 我决定了，明年三月去三亚考潜水证，教练已经联系好了。""",
  it("decision", "明年三月去三亚考潜水证"),
  it("general", "教练已经联系好了")),
S("zh", """用户: 原来说的是周五交，现在客户催了，改成周三下班前必须交。""",
  it("event", "改成周三下班前必须交", x="原来说的是周五交")),
S("zh", """用户: 那个养殖场的粪污处理设备验收通过了，环保局的人昨天来的。""",
  it("event", "粪污处理设备验收通过了", "环保局的人昨天来的")),
S("zh", """用户: 我想记一下：以后办活动可以试试用小程序报名，比接龙方便多了。""",
  it("idea", "用小程序报名", "比接龙方便多了")),
S("zh", """用户: 嗯。"""),
]

# ---------------------------------------------------------------- mixed
DATA += [
S("mixed", """User: OK here's where we landed on the factory dashboard: we're going with Grafana over Superset, it runs on port 3300 because 3000 is the MES web UI, I want dark theme by default and please no pie charts ever, 告警规则就按车间分组, and it goes live on the 1st of next month.""",
  it("decision", "going with Grafana over Superset"),
  it("config", "port 3300", "because 3000 is the MES web UI"),
  it("preference", "dark theme by default"),
  it("preference", "no pie charts ever"),
  it("decision", "告警规则就按车间分组"),
  it("event", "goes live on the 1st of next month")),
S("mixed", """用户: 大棚的 soil moisture sensor 阈值设成 35%，低于这个就自动浇水，别等我手动开。""",
  it("config", "阈值设成 35%", "soil moisture sensor"),
  it("decision", "低于这个就自动浇水", x="别等我手动开")),
S("mixed", """User: The 合唱团 concert is on the 20th at the 大剧院, call time 5:30, black outfits for everyone.""",
  it("event", "concert is on the 20th at the 大剧院"),
  it("config", "call time 5:30"),
  it("config", "black outfits for everyone")),
S("mixed", """用户: 这个 repo 以后 main 分支必须 squash merge，commit message 用英文写，PR 至少一个 approve 才能合。""",
  it("decision", "main 分支必须 squash merge"),
  it("preference", "commit message 用英文写"),
  it("config", "PR 至少一个 approve 才能合")),
S("mixed", """User: lol ok 我去吃饭了"""),
S("mixed", """User: We moved the 物业 office hours to 9–5 on weekdays, and Saturday mornings are by appointment only now.""",
  it("decision", "物业 office hours to 9–5 on weekdays"),
  it("decision", "Saturday mornings are by appointment only")),
S("mixed", """用户: 光伏的 monitoring app 我们不用厂家自带的了，统一接到 Home Assistant 里，数据每分钟拉一次。""",
  it("decision", "统一接到 Home Assistant 里", x="不用厂家自带的了"),
  it("config", "数据每分钟拉一次")),
S("mixed", """User: Can you explain what 等保三级 actually requires? Just want a rough idea."""),
S("mixed", """用户: 剧组的 call sheet 每天晚上十点前发，演员要在开拍前两小时到化妆间，no exceptions。""",
  it("config", "call sheet 每天晚上十点前发"),
  it("decision", "开拍前两小时到化妆间")),
S("mixed", """User: For the 茶园 website, I prefer a simple one-page site, no online shop for now — we sell through 微信 anyway.""",
  it("preference", "simple one-page site"),
  it("decision", "no online shop for now", "we sell through 微信 anyway")),
S("mixed", """用户: 翻译项目的 deadline 往后推了一周，改到 5 月 17 号，client 已经同意了。""",
  it("event", "deadline 往后推了一周", "改到 5 月 17 号"),
  it("general", "client 已经同意了")),
S("mixed", """User: Actually scratch that — starting next week the 幼儿园 pickup is 4:30, not 5.""",
  it("config", "pickup is 4:30", "starting next week", x="not 5")),
S("mixed", """用户: 我们的 staging 环境数据库端口是 15432，production 还是 5432，千万别连错。""",
  it("config", "staging 环境数据库端口是 15432"),
  it("config", "production 还是 5432")),
S("mixed", """User: 汽修 shop's new rule: no card payments under ¥50, cash or 微信 only for small jobs.""",
  it("decision", "no card payments under ¥50", "cash or 微信 only for small jobs")),
S("mixed", """用户: 你觉得 Notion 和飞书文档哪个更适合做家谱资料整理？still deciding."""),
S("mixed", """User: The 养蜂 course I signed up for starts on April 6, six Saturdays, and I need to buy my own suit beforehand.""",
  it("event", "starts on April 6", "养蜂 course"),
  it("config", "six Saturdays"),
  it("general", "buy my own suit beforehand")),
S("mixed", """用户: 每次帮我改简历的时候，请 keep it to one page，别加 summary 那一段。""",
  it("preference", "keep it to one page"),
  it("preference", "别加 summary 那一段")),
S("mixed", """User: So the 社区食堂 menu rotates weekly, lunch is served 11 to 1, and there's a 素食 option every day.""",
  it("config", "menu rotates weekly"),
  it("config", "lunch is served 11 to 1"),
  it("config", "素食 option every day")),
S("mixed", """用户: 档案室的扫描件统一存成 PDF/A，分辨率 400 dpi，文件名按“全宗号-卷号”来，don't use spaces。""",
  it("config", "统一存成 PDF/A"),
  it("config", "分辨率 400 dpi"),
  it("config", "文件名按“全宗号-卷号”来", "don't use spaces")),
S("mixed", """User: thanks 你太棒了"""),
S("mixed", """用户: Kafka 的 consumer group 名字统一用 team 前缀，比如 wms-inventory，以后不许随便起名。""",
  it("decision", "consumer group 名字统一用 team 前缀", "不许随便起名")),
S("mixed", """User: My dad's 体检 is booked for the 12th at 7:30, fasting from midnight, and he needs to bring last year's report.""",
  it("event", "体检 is booked for the 12th at 7:30"),
  it("config", "fasting from midnight"),
  it("general", "bring last year's report")),
S("mixed", """用户: 健身房 membership 我没续，改成按次付费了，一次三十，反正一周就去两次。""",
  it("decision", "改成按次付费了", "membership 我没续"),
  it("config", "一次三十")),
S("mixed", """User: Quick update on the 民宿: we're switching booking channels from Airbnb to 携程 only, starting this season. Too many cancellations on the former.""",
  it("decision", "from Airbnb to 携程 only", "starting this season", "Too many cancellations")),
S("mixed", """用户: 明天的 standup 取消了，大家去客户现场，下午四点回来 sync 一下。""",
  it("event", "明天的 standup 取消了"),
  it("event", "下午四点回来 sync 一下")),
S("mixed", """User: Is 7 a.m. too early for a 篮球 practice for twelve-year-olds? Just wondering."""),
S("mixed", """用户: 学校的 parent portal 以后只发通知不开放评论，家长有问题私信班主任。""",
  it("decision", "只发通知不开放评论"),
  it("decision", "家长有问题私信班主任")),
S("mixed", """User: Please reply to me in 简体中文 from now on, but keep the technical terms in English.""",
  it("preference", "reply to me in 简体中文 from now on"),
  it("preference", "keep the technical terms in English")),
S("mixed", """用户: 我们把 backup 从每天一次改成了每六小时一次，保留七天，放在另一台 NAS 上。""",
  it("config", "改成了每六小时一次", x="每天一次"),
  it("config", "保留七天"),
  it("config", "放在另一台 NAS 上")),
S("mixed", """User: The 书店 event got rescheduled to Sunday the 9th at 3 p.m.; the author's flight was delayed.""",
  it("event", "rescheduled to Sunday the 9th at 3 p.m.", "the author's flight was delayed")),
S("mixed", """用户: 鱼塘水质 test 每周做两次，周一和周四，pH 低于 6.5 就撒石灰。""",
  it("config", "每周做两次，周一和周四"),
  it("config", "pH 低于 6.5 就撒石灰")),
S("mixed", """User: hmm 让我想想 maybe later"""),
S("mixed", """用户: 以后跟我讨论代码的时候 show me the diff，不要整段贴出来。""",
  it("preference", "show me the diff", x="不要整段贴出来")),
S("mixed", """User: Final answer on the 开源 project's name: it's "Lantern". The domain was registered today, and the first public release is planned for June.""",
  it("decision", "it's \"Lantern\""),
  it("event", "domain was registered today"),
  it("event", "first public release is planned for June")),
S("mixed", """用户: 牙医说我左下那颗智齿要拔，约在下周五上午，拔完一周内 no hot food。""",
  it("event", "约在下周五上午", "智齿要拔"),
  it("config", "拔完一周内 no hot food")),
S("mixed", """User: We signed with 中铁建 for the foundation work. Contract value is ¥2.4m and they start on site the 3rd.""",
  it("decision", "signed with 中铁建 for the foundation work"),
  it("config", "Contract value is ¥2.4m"),
  it("event", "start on site the 3rd")),
S("mixed", """用户: 这份 spreadsheet 里的 formula 为啥老是报 #REF? 帮我看看。"""),
S("mixed", """User: 以后 weekly report 周五中午前交，use the new template，old one is retired.""",
  it("config", "weekly report 周五中午前交"),
  it("decision", "use the new template", x="old one is retired")),
S("mixed", """用户: 咖啡店的 oat milk 换成了 Oatly 咖啡师版，每杯加价三块，豆奶不再提供。""",
  it("decision", "oat milk 换成了 Oatly 咖啡师版"),
  it("config", "每杯加价三块"),
  it("decision", "豆奶不再提供")),
S("mixed", """User: The 驾校 instructor changed my lesson to Tuesdays at 6 p.m. — 周六 slots are all gone.""",
  it("event", "lesson to Tuesdays at 6 p.m.", x="slots are all gone")),
S("mixed", """用户: 项目代号定为“北斗”，scope 先只做仓库盘点这一块，采购模块 phase 2 再说。""",
  it("project", "项目代号定为“北斗”"),
  it("decision", "scope 先只做仓库盘点这一块"),
  it("decision", "采购模块 phase 2 再说")),
S("mixed", """User: Idea — 给老人做个 large-font version of the 社区 app. Just note it down for later.""",
  it("idea", "large-font version of the 社区 app")),
S("mixed", """用户: 我们讨论了要不要把 on-call 改成两周一轮，主要 concern 是大家周末没法休息，还没结论。""",
  it("discussion", "要不要把 on-call 改成两周一轮", "大家周末没法休息")),
S("mixed", """User: 我 prefer bullet points over long paragraphs，最多五点。""",
  it("preference", "bullet points over long paragraphs"),
  it("preference", "最多五点")),
S("mixed", """用户: 乐团的 sheet music 统一放 Google Drive 的 Scores 文件夹，打印版 rehearsal 结束后收回。""",
  it("config", "统一放 Google Drive 的 Scores 文件夹"),
  it("decision", "打印版 rehearsal 结束后收回")),
S("mixed", """User: What's the 英文 for 违约金? penalty or liquidated damages?"""),
S("mixed", """用户: 下周 product demo 挪到周四下午两点，地点改线上，link 我晚点发。""",
  it("event", "product demo 挪到周四下午两点"),
  it("decision", "地点改线上")),
]

# ---------------------------------------------------------------- multi-turn and extra
DATA += [
S("en", """User: The pottery studio's firing schedule needs fixing.
Assistant: Sure — what should it be?
User: Bisque on Mondays, glaze firings Thursdays, and nobody opens the kiln below 150 degrees.
Assistant: Noted.
User: Oh, and glaze firings are Fridays, not Thursdays, sorry.""",
  it("config", "Bisque on Mondays"),
  it("config", "glaze firings are Fridays", x="glaze firings Thursdays"),
  it("decision", "nobody opens the kiln below 150 degrees")),
S("en", """User: What time does the hardware store close on Sundays, do you know?"""),
S("zh", """用户: 小区电动车充电桩的收费要改一下。
助手: 改成多少？
用户: 一度电一块二，充满自动断电，晚上十一点以后不许在楼道里充。""",
  it("config", "一度电一块二"),
  it("config", "充满自动断电"),
  it("decision", "晚上十一点以后不许在楼道里充")),
S("zh", """用户: 我们花店情人节的预订截止到二月十号，之后一律不接。
助手: 好的，玫瑰的价格呢？
用户: 单支二十五，一束十一支二百六。哦不对，一束是二百八。""",
  it("event", "预订截止到二月十号", "之后一律不接"),
  it("config", "单支二十五"),
  it("config", "一束是二百八", x="一束十一支二百六")),
S("zh", """用户: 我最近老是失眠，你说是不是跟喝咖啡有关？"""),
S("zh", """用户: 以后你给我写的文案，句子短一点，别用成语堆砌，也别用感叹号。""",
  it("preference", "句子短一点"),
  it("preference", "别用成语堆砌"),
  it("preference", "也别用感叹号")),
S("zh", """用户: 帮我想个宠物店的名字，要可爱一点的。"""),
S("mixed", """User: The 婚纱摄影 studio next door asked to share our parking lot.
Assistant: What did you tell them?
User: Yes on weekdays, no on weekends — weekends are our busiest. 费用 is ¥500 a month.""",
  it("decision", "Yes on weekdays, no on weekends"),
  it("config", "¥500 a month")),
S("mixed", """用户: 这个 bug 是偶现的还是必现的？我也说不清，明天再 debug 吧。"""),
]


def key_of(item):
    if item["key"] is not None:
        return item["key"]
    return item["must"][0] if item["must"] else ""


def min_span(text, phrases):
    """Smallest (start, end) window holding one occurrence of each phrase."""
    occ = []
    for p in phrases:
        starts = [m.start() for m in re.finditer(re.escape(p), text)]
        if not starts:
            return None
        occ.append([(s, s + len(p)) for s in starts])
    best = None

    def rec(i, lo, hi):
        nonlocal best
        if i == len(occ):
            if best is None or hi - lo < best[1] - best[0]:
                best = (lo, hi)
            return
        for s, e in occ[i]:
            rec(i + 1, min(lo, s), max(hi, e))

    rec(0, len(text), 0)
    return best


def build(data):
    problems = []
    out = []
    texts = set()
    for n, sn in enumerate(data):
        where = "snippet %d (%r)" % (n, sn["text"][:40])
        lang, text, items = sn["lang"], sn["text"], sn["items"]
        if lang not in ("en", "zh", "mixed"):
            problems.append("%s: bad lang %r" % (where, lang))
        if not text.endswith("\n"):
            problems.append("%s: text does not end with a newline" % where)
        if text in texts:
            problems.append("%s: duplicate text" % where)
        texts.add(text)
        lines = text.rstrip("\n").split("\n")
        for ln in lines:
            if not ln.startswith(LABELS_EN + LABELS_ZH):
                problems.append("%s: unlabelled line %r" % (where, ln[:40]))
        has_en_label = any(ln.startswith(LABELS_EN) for ln in lines)
        has_zh_label = any(ln.startswith(LABELS_ZH) for ln in lines)
        body = "\n".join(ln.split(": ", 1)[1] if ": " in ln else ln for ln in lines)
        if lang == "en" and (CJK.search(text) or has_zh_label):
            problems.append("%s: en text holds CJK or a Chinese label" % where)
        if lang == "zh" and has_en_label:
            problems.append("%s: zh text has an English label" % where)
        if lang in ("zh", "mixed") and not HAN.search(text):
            problems.append("%s: %s text holds no CJK" % (where, lang))
        if lang == "mixed" and not LOWER_WORD.search(body):
            problems.append("%s: mixed text holds no lower-case English word" % where)
        if len(items) > MAX_ITEMS:
            problems.append("%s: %d items (max %d)" % (where, len(items), MAX_ITEMS))
        keys = [key_of(i) for i in items]
        if len(set(keys)) != len(keys):
            problems.append("%s: duplicate key phrases %r" % (where, keys))
        gold = []
        for k, item in enumerate(items):
            iw = "%s item %d" % (where, k)
            if item["category"] not in CATEGORIES:
                problems.append("%s: bad category %r" % (iw, item["category"]))
            must = item["must"]
            if not 1 <= len(must) <= 3:
                problems.append("%s: %d must phrases" % (iw, len(must)))
            if len(set(must)) != len(must):
                problems.append("%s: repeated must phrase" % iw)
            for p in must:
                if not p or p != p.strip() or len(p) < 2:
                    problems.append("%s: empty, padded or too short must %r" % (iw, p))
                elif p not in text:
                    problems.append("%s: must %r not in text" % (iw, p))
            key = keys[k]
            if key not in text:
                problems.append("%s: key %r not in text" % (iw, key))
            others = [kk for j, kk in enumerate(keys) if j != k]
            for r in item["rm"]:
                if r not in others:
                    problems.append("%s: removal %r names no neighbour key" % (iw, r))
            must_not = list(item["x"])
            for j, kk in enumerate(keys):
                if j == k or kk in item["rm"] or any(kk in p for p in must):
                    continue
                must_not.append(kk)
            if len(set(must_not)) != len(must_not):
                problems.append("%s: must_not listed twice %r" % (iw, must_not))
            span = min_span(text, must) if must and all(p in text for p in must) else None
            for q in must_not:
                short = 2 if HAN.search(q) else 3
                if len(q) < short:
                    problems.append("%s: must_not %r too short" % (iw, q))
                c = text.count(q)
                if c != 1:
                    problems.append("%s: must_not %r occurs %d times" % (iw, q, c))
                if any(q in p for p in must):
                    problems.append("%s: must %r contains its must_not %r" % (iw, must, q))
                elif c == 1 and span is not None:
                    s = text.index(q)
                    if span[0] <= s and s + len(q) <= span[1]:
                        problems.append("%s: must_not %r inside the must span" % (iw, q))
            gold.append({"category": item["category"], "must": must, "must_not": must_not})
        out.append({"lang": lang, "text": text, "items": gold})
    out.sort(key=lambda s: hashlib.sha256(s["text"].encode("utf-8")).hexdigest())
    res = []
    for i, s in enumerate(out, 1):
        res.append({"id": "d6-%03d" % i, "lang": s["lang"], "split": "heldout", "text": s["text"],
                    "items": s["items"]})
    ids = [r["id"] for r in res]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    return res, problems


BAD = [
    S("xx", "User: hello there, the port is 8080"),
    {"lang": "en", "text": "User: no newline at the end", "items": []},
    S("en", "User: first line\nthe second line has no label"),
    S("en", "User: 端口是 8080"),
    S("en", "User: we use port 8081 now", it("setting", "port 8081")),
    S("en", "User: we use port 8082 now", it("config")),
    S("en", "User: we use port 8083 now, on the box", it("config", "we", "use", "port 8083", "now")),
    S("en", "User: we use port 8084 now", it("config", "port 9999")),
    S("en", "User: we use port 8085 now", it("config", "port 8085", x="not 8000")),
    S("en", "User: we use port 8086 now, not 8000", it("config", "port 8086 now, not 8000", x="not 8000")),
    S("en", "User: we use port 8087 now, not 8000", it("config", "port 8087", x=("not 8000", "not 8000"))),
    None,  # duplicate text: replaced by a copy of the first data snippet in selftest()
    S("en", "User: we use port 8088 now, not 8000, not 8000", it("config", "port 8088", x="not 8000")),
    S("en", "User: the port 8089 and not 8000 and the host box", it("config", "port 8089", "host box", x="not 8000")),
    S("zh", "User: 端口用 8090"),
    S("mixed", "用户: 端口用 8091 吧，API 走 HTTPS"),
    S("en", "User: a 1, b 2, c 3, d 4, e 5, f 6, g 7", *[it("config", p) for p in
                                                         ("a 1", "b 2", "c 3", "d 4", "e 5", "f 6", "g 7")]),
    S("en", "User: port 8092 and host 10.0.0.2", it("config", "port 8092", rm="host 9"),
      it("config", "host 10.0.0.2")),
    S("en", "User: port 8093 and not 80 here", it("config", "port 8093", x="80")),
    S("en", "User: port 8094 and host alpha", it("config", "port 8094", key="port 8094"),
      it("config", "host alpha", key="port 8094")),
    S("en", "User: port 8095 is fine", it("config", " port 8095")),
]


def injected(n):
    bad = BAD[n]
    if bad is None:
        bad = {"lang": DATA[0]["lang"], "text": DATA[0]["text"], "items": []}
    return bad


def selftest():
    ok = True
    for n in range(len(BAD)):
        bad = injected(n)
        _, problems = build(DATA + [bad])
        if not problems:
            print("NOT REPORTED: injected fault %d" % n)
            ok = False
    print("selftest: %d injected faults, %s" % (len(BAD), "all reported" if ok else "SOME MISSED"))
    return 0 if ok else 1


def main():
    if "--selftest" in sys.argv:
        return selftest()
    data = DATA
    if "--inject" in sys.argv:  # for testing: add injected fault N, which must stop the write
        data = DATA + [injected(int(sys.argv[sys.argv.index("--inject") + 1]))]
    res, problems = build(data)
    if problems:
        print("%d problem(s); nothing written:" % len(problems))
        for p in problems:
            print("  " + p)
        return 1
    here = os.path.dirname(os.path.abspath(__file__))
    payload = json.dumps(res, ensure_ascii=False, indent=1) + "\n"
    with open(os.path.join(here, "digest_blind6.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(payload)
    digest = hashlib.sha256(payload.encode("utf-8")).hexdigest()
    with open(os.path.join(here, "digest_blind6.sha256"), "w", encoding="utf-8", newline="\n") as f:
        f.write("%s  digest_blind6.json\n" % digest)
    print("wrote %d snippets, %d items; sha256 %s" % (len(res), sum(len(r["items"]) for r in res), digest))
    return 0


if __name__ == "__main__":
    sys.exit(main())
