#!/usr/bin/env python3
"""Blind held-out evaluation set 7 for the offline conversation digester.

Stdlib only, deterministic. Holds all the data, checks it, and writes
digest_blind7.json and digest_blind7.sha256 (sha256sum layout).

  python3 make_digest_blind7.py              check and write
  python3 make_digest_blind7.py --selftest   inject 21 bad snippets one at a time, all must be caught
  python3 make_digest_blind7.py --inject N   normal write path with fault N appended (must exit 1, write nothing)
"""
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_JSON = "digest_blind7.json"
OUT_SHA = "digest_blind7.sha256"
CATS = ("decision", "preference", "config", "event", "general", "discussion", "idea", "project")
LABELS = {"U:": "User: ", "A:": "Assistant: ", "用:": "用户: ", "助:": "助手: "}
EN_LABELS = ("User: ", "Assistant: ")
ZH_LABELS = ("用户: ", "助手: ")
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]")
CJK_CHAR = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
EN_WORD = re.compile(r"(?<![A-Za-z0-9])[a-z]{3,}(?![A-Za-z0-9])")


def I(cat, *must, x=(), rm=()):
    """One gold item. Key = first must phrase. x = extra must_not, rm = neighbour keys to drop."""
    return {"category": cat, "must": list(must), "x": list(x), "rm": list(rm)}


def dec(*m, **k): return I("decision", *m, **k)
def pref(*m, **k): return I("preference", *m, **k)
def cfg(*m, **k): return I("config", *m, **k)
def evt(*m, **k): return I("event", *m, **k)
def gen(*m, **k): return I("general", *m, **k)
def disc(*m, **k): return I("discussion", *m, **k)
def idea(*m, **k): return I("idea", *m, **k)
def proj(*m, **k): return I("project", *m, **k)


def T(src):
    """Expand the short labels (U: A: 用: 助:) of a triple-quoted text; the text ends with a newline."""
    out = []
    for line in src.strip("\n").split("\n"):
        line = line.strip()
        for short, full in LABELS.items():
            if line.startswith(short + " "):
                line = full + line[len(short) + 1:]
                break
        out.append(line)
    return "\n".join(out) + "\n"


DATA = []


def S(lang, src, *items):
    DATA.append({"lang": lang, "text": T(src), "items": list(items)})
# ---------------------------------------------------------------- English
S("en", """
U: Vault is going on 8210 on the ops box, since 8200 is already taken by the old Consul UI proxy. Unseal keys go to Priya and Tomasz, nobody else.
""", cfg("Vault is going on 8210", "8200 is already taken by the old Consul UI proxy"), dec("Unseal keys go to Priya and Tomasz"))

S("en", """
U: Okay so the warehouse picks start at 5:45 now, not 6. Forklift charging happens between 2 and 4 in the afternoon, never overnight.
""", cfg("the warehouse picks start at 5:45", x=["not 6"]), cfg("Forklift charging happens between 2 and 4 in the afternoon", "never overnight"))

S("en", """
U: For the record, we're shipping the Android build through Firebase App Distribution, not TestFlight-style emails to each tester.
""", dec("shipping the Android build through Firebase App Distribution", x=["not TestFlight-style emails"]))

S("en", """
U: Can you explain what a sidecar container is? I keep hearing it in standups.
A: A sidecar is a helper container that runs in the same pod as the main app...
""")

S("en", """
U: Heads-up, the marathon is Sunday the 14th, and my long runs stay at 28 km max until then. Coach says no speedwork the final week.
""", evt("the marathon is Sunday the 14th"), cfg("my long runs stay at 28 km max"), dec("no speedwork the final week"))

S("en", """
U: I'd rather you didn't open with "Great question". Just answer.
""", pref('I\'d rather you didn\'t open with "Great question"', "Just answer"))

S("en", """
U: Which is cheaper per gigabyte, S3 Glacier or Backblaze B2? Just curious, we're not moving anything.
""")

S("en", """
U: The night shift on Ward 4B now hands over at 7:30 instead of 8, so the day team isn't stuck past their hours. Hand-over notes go on the whiteboard, not the shared drive.
""", cfg("The night shift on Ward 4B now hands over at 7:30", x=["instead of 8"]), dec("Hand-over notes go on the whiteboard", x=["not the shared drive"]))

S("en", """
U: Note to self: Marguerite's retirement lunch is at Osteria Lupo on the 3rd, 12:30. Budget is $40 a head.
""", evt("Marguerite's retirement lunch is at Osteria Lupo on the 3rd, 12:30"), cfg("Budget is $40 a head"))

S("en", """
U: Sorry, I was wrong earlier — the Redis maxmemory is 6gb, not 4gb. Eviction policy is allkeys-lru.
""", cfg("the Redis maxmemory is 6gb", x=["not 4gb"]), cfg("Eviction policy is allkeys-lru"))

S("en", """
U: What do you think, should the observatory open its dome at civil twilight or wait for nautical?
A: Nautical twilight is usually the safer choice for dark-adapted imaging...
U: Hmm, let me think about it.
""")

S("en", """
U: We went with ClickHouse for the event store. Postgres couldn't keep up with the 40k inserts a second.
""", dec("We went with ClickHouse for the event store", "Postgres couldn't keep up with the 40k inserts a second"))

S("en", """
A: So to recap: the team offsite is in Lisbon, May 12 to 14, and everyone books their own flights?
U: Yes, except the company books the flights. Hotels are on us.
""", evt("the team offsite is in Lisbon, May 12 to 14"), dec("the company books the flights", x=["everyone books their own flights"]), dec("Hotels are on us"))

S("en", """
U: Quick one: the kitchen's walk-in cooler has to read 3 °C or below. Anything above 5 and we bin the dairy.
""", cfg("the kitchen's walk-in cooler has to read 3 °C or below"), gen("Anything above 5 and we bin the dairy", rm=["the kitchen's walk-in cooler has to read 3 °C or below"]))

S("en", """
U: Thanks, that's perfect!
A: Glad it helped.
""")

S("en", """
U: My daughter's violin exam got moved to June 2nd. She's playing the Bach gavotte, not the Seitz concerto.
""", evt("My daughter's violin exam got moved to June 2nd"), dec("She's playing the Bach gavotte", x=["not the Seitz concerto"]))

S("en", """
U: From now on, write SQL keywords in upper case in your examples. It's how our style guide does it.
""", pref("write SQL keywords in upper case", "It's how our style guide does it"))

S("en", """
U: If we ever open a second taproom, it would probably be in Leith, maybe 60 seats.
""")

S("en", """
U: The Jupyter server moved to port 8899 because 8888 clashes with the notebook proxy. Tokens are off, it's behind Tailscale anyway.
""", cfg("The Jupyter server moved to port 8899", "8888 clashes with the notebook proxy"), cfg("Tokens are off", "it's behind Tailscale anyway"))

S("en", """
U: Final answer on the wedding cake: lemon and elderflower, three tiers. Anneke is baking it, not the bakery in town.
""", dec("lemon and elderflower, three tiers"), dec("Anneke is baking it", x=["not the bakery in town"]))

S("en", """
U: We signed with Harbour Freight Lines for the Rotterdam containers. The rate is $1,850 per box until the end of Q3.
""", dec("We signed with Harbour Freight Lines"), cfg("The rate is $1,850 per box until the end of Q3"))

S("en", """
U: Every lab member logs into the -80 freezer sheet when they take something out. No exceptions, we lost a whole rack of samples last spring.
""", dec("Every lab member logs into the -80 freezer sheet", "we lost a whole rack of samples last spring"))

S("en", """
U: The tax return was filed on the 9th. Refund should be about $1,200.
""", evt("The tax return was filed on the 9th"), gen("Refund should be about $1,200"))

S("en", """
U: Can you draft a message to the landlord asking if the boiler check on Friday at 10 works for him?
""")

S("en", """
U: Don't use emoji in anything you write for me. And keep code comments in English even when we talk in Dutch.
""", pref("Don't use emoji"), pref("keep code comments in English"))

S("en", """
U: The board game café does league nights on Tuesdays now, not Wednesdays. Entry is £6, and it includes one drink.
""", cfg("league nights on Tuesdays", x=["not Wednesdays"]), cfg("Entry is £6", "it includes one drink"))

S("en", """
U: Keycloak is on 8180. The realm is called ferrylab. Session timeout is 30 minutes.
""", cfg("Keycloak is on 8180"), cfg("The realm is called ferrylab"), cfg("Session timeout is 30 minutes"))

S("en", """
U: We dropped the Thursday sync. Nobody had anything to say after the second week.
""", dec("We dropped the Thursday sync", "Nobody had anything to say after the second week"))

S("en", """
U: What's the difference between a 301 and a 308 redirect?
""")

S("en", """
U: Our dog Biscuit is on chicken-free kibble now, the vet thinks it's the itching. Half a cup twice a day.
""", cfg("Biscuit is on chicken-free kibble", "the vet thinks it's the itching"), cfg("Half a cup twice a day"))

S("en", """
U: I was thinking the hiking club might do the West Highland Way next year, but honestly nobody has agreed to anything.
""")

S("en", """
U: Heads-up: the Nginx rate limit on /api/login is 5 requests a minute per IP. Everything else is 60.
""", cfg("the Nginx rate limit on /api/login is 5 requests a minute per IP"), cfg("Everything else is 60", rm=["the Nginx rate limit on /api/login is 5 requests a minute per IP"]))

S("en", """
U: The house closing got pushed to the 28th because the appraisal came in late. Keys are handed over at the agent's office.
""", evt("The house closing got pushed to the 28th", "the appraisal came in late"), gen("Keys are handed over at the agent's office"))

S("en", """
U: Payroll runs on the 25th, or the Friday before if the 25th is a weekend. Expense claims after the 15th roll into the next month.
""", cfg("Payroll runs on the 25th", "or the Friday before if the 25th is a weekend"), cfg("Expense claims after the 15th roll into the next month"))

S("en", """
U: Actually scratch that — the beta goes out on the 20th; QA needs the extra days. Not the 17th like I said.
""", evt("the beta goes out on the 20th", "QA needs the extra days", x=["Not the 17th"]))

S("en", """
U: I like it when you give me the command first and the explanation after.
""", pref("give me the command first and the explanation after"))

S("en", """
U: Good morning! How was your weekend, if AIs have weekends?
A: No weekends here, but thanks for asking.
""")

S("en", """
U: Saoirse takes over the cycling club's Saturday ride from March. Route stays the coast loop, 70 km, coffee stop at Skerries.
""", dec("Saoirse takes over the cycling club's Saturday ride from March"), cfg("Route stays the coast loop, 70 km"), cfg("coffee stop at Skerries"))

S("en", """
U: Prometheus keeps 15 days of data locally. Anything older goes to Thanos. Scrape interval is 30s.
""", cfg("Prometheus keeps 15 days of data locally"), cfg("Anything older goes to Thanos", rm=["Prometheus keeps 15 days of data locally"]), cfg("Scrape interval is 30s"))

S("en", """
U: We're not using the Figma component library from the agency. It's half-finished and they won't maintain it.
""", dec("We're not using the Figma component library from the agency", "It's half-finished and they won't maintain it"))

S("en", """
U: Is it normal for sourdough to take 14 hours to rise in a cold kitchen?
""")

S("en", """
U: The allotment committee voted: hosepipes are banned in July and August, watering cans only. Plot fees go up to £45.
""", dec("hosepipes are banned in July and August", "watering cans only"), cfg("Plot fees go up to £45"))

S("en", """
U: Our release branches are cut every second Tuesday. Hotfixes go straight to the release branch and get cherry-picked back to main.
""", cfg("Our release branches are cut every second Tuesday"), dec("Hotfixes go straight to the release branch", "get cherry-picked back to main"))

S("en", """
U: The kids' swimming lessons are at the leisure centre on Mondays, 4:15. Tomás goes, Inés doesn't want to anymore.
""", cfg("swimming lessons are at the leisure centre on Mondays, 4:15"), gen("Tomás goes, Inés doesn't want to anymore"))

S("en", """
U: Can you summarise this article about the history of the shipping container for me? I'll paste it below.
""")

S("en", """
U: Heads-up, the new hire, Dario, starts Monday. He gets a MacBook Air, not the Pro, and sits with the data team.
""", evt("Dario, starts Monday"), dec("He gets a MacBook Air", x=["not the Pro"], rm=["Dario, starts Monday"]), dec("sits with the data team", rm=["Dario, starts Monday"]))

S("en", """
U: Please stop adding a summary paragraph at the end. I read the whole thing anyway.
""", pref("stop adding a summary paragraph at the end", "I read the whole thing anyway"))

S("en", """
A: Which port did you end up using for the MinIO console?
U: 9101. The API stays on 9100.
""", cfg("9101"), cfg("The API stays on 9100"))

S("en", """
U: Mum's cataract surgery is on the 11th at St. Vincent's. I'm driving her, my brother picks her up.
""", evt("Mum's cataract surgery is on the 11th at St. Vincent's"), dec("I'm driving her", rm=["Mum's cataract surgery is on the 11th at St. Vincent's"]), dec("my brother picks her up", rm=["Mum's cataract surgery is on the 11th at St. Vincent's"]))

S("en", """
U: I'm still deciding between the Fuji and the Sony for the trip. Probably won't buy either before summer.
""")

S("en", """
U: The restaurant is closed on Mondays from now on. Staff meal is at 4, before service, and it's always vegetarian.
""", dec("The restaurant is closed on Mondays"), cfg("Staff meal is at 4, before service"), cfg("it's always vegetarian"))

S("en", """
U: We moved DNS from GoDaddy to Cloudflare last night. TTL is 300 on everything until the migration settles.
""", evt("We moved DNS from GoDaddy to Cloudflare last night"), cfg("TTL is 300 on everything until the migration settles"))

S("en", """
U: For reports to the council, use British spelling and dates like 4 March 2027, never 03/04.
""", pref("use British spelling"), pref("dates like 4 March 2027", x=["never 03/04"]))

S("en", """
U: My Spanish tutor is Lucía, Wednesdays at 7 on Zoom. We switched from grammar drills to conversation only.
""", cfg("My Spanish tutor is Lucía, Wednesdays at 7 on Zoom"), dec("We switched from grammar drills to conversation only"))

S("en", """
U: How many tablespoons are in a quarter cup?
A: Four.
""")

S("en", """
U: The courier cutoff for same-day dispatch is 1 pm, not 2 like it used to be. Orders after that ship next morning.
""", cfg("The courier cutoff for same-day dispatch is 1 pm", x=["not 2 like it used to be"]), cfg("Orders after that ship next morning", rm=["The courier cutoff for same-day dispatch is 1 pm"]))

S("en", """
U: We agreed in the retro that nobody merges on Fridays after 3. Too many weekend pages.
""", dec("nobody merges on Fridays after 3", "Too many weekend pages"))

S("en", """
U: RabbitMQ management UI is on 15673, AMQP on 5673, both shifted by one because the old broker still runs on the default ports.
""", cfg("RabbitMQ management UI is on 15673"), cfg("AMQP on 5673"), gen("the old broker still runs on the default ports"))

S("en", """
U: The choir? No, sorry, wrong chat. Ignore that.
""")

S("en", """
U: Wrote this down after the planning meeting: the museum's dinosaur hall reopens April 18. The gift shop stays closed until May.
""", evt("the museum's dinosaur hall reopens April 18"), evt("The gift shop stays closed until May"))

S("en", """
U: I prefer tables over bullet lists when you compare more than two options.
""", pref("I prefer tables over bullet lists when you compare more than two options"))

S("en", """
U: Our aquarium runs at 26 degrees, pH around 6.8. Water change is 25 percent every Sunday.
""", cfg("Our aquarium runs at 26 degrees"), cfg("pH around 6.8"), cfg("Water change is 25 percent every Sunday"))

S("en", """
U: What would the monthly payment be on a $300k mortgage at 6 percent over 30 years?
""")

S("en", """
U: Elif won the bid for the school canteen contract, so from September lunches come from her kitchen. Price per meal is $4.20.
""", evt("Elif won the bid for the school canteen contract", "from September lunches come from her kitchen"), cfg("Price per meal is $4.20"))

S("en", """
U: We're keeping the WireGuard server on 51820. I thought about moving it, but nothing's hitting it, so leave it.
""", dec("keeping the WireGuard server on 51820"))

S("en", """
U: The Plex library scan runs at 3 a.m. Transcoding is capped at two streams so the NAS doesn't choke.
""", cfg("The Plex library scan runs at 3 a.m."), cfg("Transcoding is capped at two streams", "so the NAS doesn't choke"))

S("en", """
U: Tried the new ramen place last night, it was fine. Anyway.
""")

S("en", """
U: Okay so the quarterly close: books lock on the 5th working day, and Hannah signs off the accruals, not me.
""", cfg("books lock on the 5th working day"), dec("Hannah signs off the accruals", x=["not me"]))

S("en", """
U: Loki keeps logs for 14 days. Alerts from it go to the #ops-noise channel, never to PagerDuty.
""", cfg("Loki keeps logs for 14 days"), dec("Alerts from it go to the #ops-noise channel", x=["never to PagerDuty"], rm=["Loki keeps logs for 14 days"]))

S("en", """
A: Want me to add the deadline for the grant to your calendar?
U: No need. It's the 30th, I know it by heart.
""", evt("It's the 30th"))

S("en", """
U: Our family rule: phones go in the basket at dinner. Grandad included, he's the worst.
""", gen("phones go in the basket at dinner", "Grandad included"))

S("en", """
U: I keep forgetting — when you write Python for me, target 3.11 and use type hints, but skip docstrings on tiny helpers.
""", pref("target 3.11", "Python"), pref("use type hints"), pref("skip docstrings on tiny helpers"))

S("en", """
U: The food bank's Saturday shift is 9 to 1 now. Volunteers under 16 need a parent with them.
""", cfg("The food bank's Saturday shift is 9 to 1"), gen("Volunteers under 16 need a parent with them"))

S("en", """
U: Could you translate "the shipment is delayed until Thursday" into German?
""")

S("en", """
U: For the staging cluster we picked Hetzner. Half the price for the same cores, so DigitalOcean is out.
""", dec("we picked Hetzner", "Half the price for the same cores", x=["DigitalOcean is out"]))

S("en", """
U: The astronomy society's star party is on the 22nd at Black Hill, weather permitting. Red torches only, no white light after dark.
""", evt("star party is on the 22nd at Black Hill"), gen("Red torches only", x=["no white light after dark"]))

S("en", """
U: I told the builder the extension must be finished by October 1st. He quoted £38,000, and we accepted it yesterday.
""", dec("the extension must be finished by October 1st"), evt("He quoted £38,000, and we accepted it yesterday"))

S("en", """
U: The on-call rotation is one week each, handover on Wednesdays at 11. Ifeoma is first.
""", cfg("The on-call rotation is one week each"), cfg("handover on Wednesdays at 11"), gen("Ifeoma is first"))

S("en", """
U: If the grant comes through we might hire a second postdoc, but that's a big if.
""")

S("en", """
U: Sorry, correction — the flat's Wi-Fi password isn't the one on the router sticker anymore. I changed it to the one in the blue notebook.
""", cfg("the flat's Wi-Fi password isn't the one on the router sticker anymore", "I changed it to the one in the blue notebook"))

S("en", """
U: Just note it down for later: a shared tool library for the street, people lend drills and ladders through a sign-up sheet.
""", idea("a shared tool library for the street"))

S("en", """
U: Please keep your answers under 200 words unless I ask for more.
""", pref("keep your answers under 200 words unless I ask for more"))

S("en", """
U: We had a long chat at the parents' evening about homework. The gist: teachers want it capped at 30 minutes a night, and most parents agreed.
""", disc("homework", "capped at 30 minutes a night"))

S("en", """
U: Our cold-chain rule: vaccines never sit outside the fridge for more than 20 minutes. The fridge log is checked twice a day.
""", dec("vaccines never sit outside the fridge for more than 20 minutes"), cfg("The fridge log is checked twice a day"))

S("en", """
U: Random thought, not a plan: what if the bakery sold soup at lunch?
""")

S("en", """
U: The kayak rental opens May 1st. Two-hour slots, $35 each, and life jackets are mandatory for everyone.
""", evt("The kayak rental opens May 1st"), cfg("Two-hour slots, $35 each"), gen("life jackets are mandatory for everyone"))

S("en", """
U: Greg's the new treasurer of the residents' association as of last Tuesday. Cheques need his and Noor's signatures.
""", evt("Greg's the new treasurer of the residents' association as of last Tuesday"), gen("Cheques need his and Noor's signatures", rm=["Greg's the new treasurer of the residents' association as of last Tuesday"]))

S("en", """
U: What time should the cleaners come on Thursdays?
A: You said mornings work best. Shall I say 9?
U: Make it 10. And they skip the study.
""", cfg("Make it 10", x=["Shall I say 9"]), dec("they skip the study"))

S("en", """
U: The pottery class fee is $120 for the six weeks.
A: Noted, $120 for six weeks.
U: Wait, no — it's $140 now, the studio emailed last week.
""", cfg("it's $140 now", "the studio emailed last week", x=["$120 for the six weeks"]))

S("en", """
U: Put the server move on the 9th. Actually no, forget it, we're not moving the server at all this quarter.
""", dec("we're not moving the server at all this quarter", x=["Put the server move on the 9th"]))

S("en", """
U: The climbing gym membership is £52 a month now (my friend pays £48 at the other one, but whatever). Off-peak is before 4 on weekdays.
""", cfg("The climbing gym membership is £52 a month now", x=["my friend pays £48 at the other one"]), cfg("Off-peak is before 4 on weekdays"))
# ---------------------------------------------------------------- Chinese
S("zh", """
用: 年夜饭定在外婆家，大年三十晚上六点开席。今年不放鞭炮了，小区不让。
""", evt("年夜饭定在外婆家", "大年三十晚上六点开席"), dec("今年不放鞭炮了", "小区不让"))

S("zh", """
用: 快递站的营业时间改了，早上八点半到晚上九点，周日下午休息。
""", cfg("快递站的营业时间", "早上八点半到晚上九点"), cfg("周日下午休息"))

S("zh", """
用: 你觉得考研报北师大还是华东师大好？
助: 这取决于你的专业方向和地域偏好……
""")

S("zh", """
用: 行吧，那就用阿里云的杭州节点，别折腾海外的了，延迟太高。
""", dec("用阿里云的杭州节点", x=["别折腾海外的了"]))

S("zh", """
用: 以后给我回复别用 Markdown 的表格，手机上看全乱了。
""", pref("别用 Markdown 的表格", "手机上看全乱了"))

S("zh", """
用: 儿子的补习班换到周二周四晚上七点，数学和物理各一个半小时。学费一学期四千八。
""", cfg("补习班换到周二周四晚上七点"), cfg("数学和物理各一个半小时"), cfg("学费一学期四千八"))

S("zh", """
用: 谢谢啊，辛苦了！
助: 不客气。
""")

S("zh", """
用: 公司年会定在一月十八号，地点是滨江的万豪。每个部门出一个节目，不许超过五分钟。
""", evt("公司年会定在一月十八号", "地点是滨江的万豪"), dec("每个部门出一个节目"), cfg("不许超过五分钟", rm=["每个部门出一个节目"]))

S("zh", """
用: 火锅店的锅底价格调了，鸳鸯锅涨到四十二了，以前三十八，清汤锅不变。
""", cfg("鸳鸯锅涨到四十二了", x=["以前三十八"]), cfg("清汤锅不变"))

S("zh", """
用: 我们家狗狗每天遛两次，早上七点和晚上八点。它不能吃葡萄，上次吃了吐了一晚上。
""", cfg("每天遛两次，早上七点和晚上八点"), gen("它不能吃葡萄", "上次吃了吐了一晚上"))

S("zh", """
用: 测试环境的 Redis 端口改成 6380 了，原来的 6379 留给线上那套。
""", cfg("测试环境的 Redis 端口改成 6380 了", "原来的 6379 留给线上那套"))

S("zh", """
用: 要是明年孩子考上了外地的学校，我们可能会把房子租出去。
""")

S("zh", """
用: 更正一下，搬家是十七号，周六，不是十五号。搬家公司约的是蚂蚁搬家，早上八点到。
""", evt("搬家是十七号，周六", x=["不是十五号"]), cfg("搬家公司约的是蚂蚁搬家", "早上八点到"))

S("zh", """
用: 奶茶店新品定了，就上杨枝甘露和芋泥波波两款。珍珠一律现煮，放超过四小时就倒掉。
""", dec("就上杨枝甘露和芋泥波波两款"), gen("珍珠一律现煮"), cfg("放超过四小时就倒掉", rm=["珍珠一律现煮"]))

S("zh", """
用: 个税汇算我已经在三月二十号提交了，退了一千三百多。
""", evt("个税汇算我已经在三月二十号提交了"), gen("退了一千三百多"))

S("zh", """
用: 能帮我解释一下公积金贷款和商业贷款的区别吗？
""")

S("zh", """
用: 团建就去千岛湖，两天一夜，周五下午出发。不去的人不用请假，正常上班。
""", dec("团建就去千岛湖", "两天一夜"), cfg("周五下午出发"), gen("不去的人不用请假"))

S("zh", """
用: 以后回答我的时候，先说结论，再说原因。别绕圈子。
""", pref("先说结论，再说原因", "别绕圈子"))

S("zh", """
用: 我们小组的周会挪到周一上午十点了，原来的周五下午大家都在赶进度。
""", cfg("周会挪到周一上午十点了", x=["原来的周五下午"]))

S("zh", """
助: 你之前说车险是在平安买的，今年续保还是平安吗？
用: 不了，换人保了，便宜了六百。
""", dec("换人保了", "便宜了六百"))

S("zh", """
用: 我妈说想学游泳，但她怕水，估计就是说说。
""")

S("zh", """
用: 直播带货的时间定了：每周三和周六晚上八点，每场两个小时。主播是小林，运营是阿杰。
""", cfg("每周三和周六晚上八点"), cfg("每场两个小时"), gen("主播是小林"), gen("运营是阿杰"))

S("zh", """
用: 我决定了，今年不考公了，先把手头的工作做稳。
""", dec("今年不考公了", "先把手头的工作做稳"))

S("zh", """
用: 数据库备份改成每天凌晨三点全量，每小时一次增量，保留三十天。
""", cfg("每天凌晨三点全量"), cfg("每小时一次增量"), cfg("保留三十天"))

S("zh", """
用: 今天天气真好啊，适合出去走走。
""")

S("zh", """
用: 老王退休了，车间主任由刘芳接任，下周一正式交接。
""", evt("老王退休了"), evt("车间主任由刘芳接任", "下周一正式交接"))

S("zh", """
用: 我不喝咖啡，一喝就心慌。给我推荐饮品的时候别推咖啡类的。
""", gen("我不喝咖啡", "一喝就心慌"), pref("别推咖啡类的"))

S("zh", """
用: 小程序的审核被驳回了，说是缺少隐私协议。周四之前补上再提。
""", evt("小程序的审核被驳回了", "缺少隐私协议"), dec("周四之前补上再提", rm=["小程序的审核被驳回了"]))

S("zh", """
用: 高考志愿这事，我们全家讨论了一晚上，最后的意思是：专业优先，城市其次，不去东北。
""", disc("高考志愿", "专业优先，城市其次", "不去东北"))

S("zh", """
用: 帮我把这段话翻译成英文：“下周三的面试改到上午十点半。”
""")

S("zh", """
用: 得嘞，跑步计划就这么定：周二周四各跑五公里，周六长距离十五公里，周一休息。
""", cfg("周二周四各跑五公里"), cfg("周六长距离十五公里"), cfg("周一休息"))

S("zh", """
用: 物流那边说了，江浙沪包邮，新疆西藏不发货。满九十九才包邮，哦不对，是满八十八。
""", cfg("江浙沪包邮"), dec("新疆西藏不发货"), cfg("是满八十八", x=["满九十九才包邮"]))

S("zh", """
用: 要不要把店里的收银系统换成有赞的？我还在比较，没拿主意。
""")

S("zh", """
用: 社保的基数今年调到了八千二，从七月开始执行。
""", cfg("社保的基数今年调到了八千二", "从七月开始执行"))

S("zh", """
用: 我姐的孩子满月酒在下个月六号，地点在皇冠假日。红包包一千就行，我跟我妈商量过了。
""", evt("满月酒在下个月六号", "地点在皇冠假日"), dec("红包包一千就行"))

S("zh", """
用: 代码评审的规矩：至少两个人 approve 才能合并，自己不能批自己的。
""", dec("至少两个人 approve 才能合并"), dec("自己不能批自己的"))

S("zh", """
用: 你说鸡蛋放冰箱能放多久？
助: 一般冷藏可以保存三到五周。
""")

S("zh", """
用: 前台交接班时间是早七点和晚七点，交接时要点清备用金，少一块都要写说明。
""", cfg("交接班时间是早七点和晚七点"), dec("交接时要点清备用金", "少一块都要写说明"))

S("zh", """
用: 那个投影仪已经被退回去了，画面有坏点。换了一台明基的，周末到。
""", evt("那个投影仪已经被退回去了", "画面有坏点"), evt("换了一台明基的，周末到", rm=["那个投影仪已经被退回去了"]))

S("zh", """
用: 我吃素，但吃鸡蛋和牛奶。以后推荐菜谱记住这一点。
""", gen("我吃素", "但吃鸡蛋和牛奶"))

S("zh", """
用: Nacos 的配置中心放在 8848，集群三个节点，别单点部署。
""", cfg("Nacos 的配置中心放在 8848"), dec("集群三个节点", x=["别单点部署"]))

S("zh", """
用: 假如以后公司搬到张江，我每天通勤得一个半小时，想想都头疼。
""")

S("zh", """
用: 婆婆下周来住一个月，次卧收拾出来给她。她腿脚不好，拖鞋要换防滑的。
""", evt("婆婆下周来住一个月"), dec("次卧收拾出来给她", rm=["婆婆下周来住一个月"]), gen("拖鞋要换防滑的", "她腿脚不好", rm=["婆婆下周来住一个月"]))

S("zh", """
用: 供应商那边最终谈下来了，单价一块七毛五，原来报的是两块一。账期六十天。
""", cfg("单价一块七毛五", x=["原来报的是两块一"]), cfg("账期六十天"))

S("zh", """
用: 以后写周报就用飞书文档，不用邮件了。每周五下班前交。
""", dec("写周报就用飞书文档", x=["不用邮件了"]), cfg("每周五下班前交"))

S("zh", """
用: 哈哈哈，这个表情包太好笑了。
""")

S("zh", """
用: 宝宝的疫苗本上写着，下一针是百白破第三针，十二月九号打。社区医院周三不打疫苗。
""", evt("百白破第三针，十二月九号打"), gen("社区医院周三不打疫苗"))

S("zh", """
用: 我们羽毛球群定了规矩：场地费 AA，迟到超过十五分钟算缺席。
""", dec("场地费 AA"), dec("迟到超过十五分钟算缺席"))

S("zh", """
用: 仓库温度要控制在十八到二十二度之间，湿度不超过百分之六十，不然纸箱会受潮。
""", cfg("仓库温度要控制在十八到二十二度之间"), cfg("湿度不超过百分之六十", "不然纸箱会受潮"))

S("zh", """
用: 有个想法先记一下：给老客户做一个积分换咖啡豆的活动。
""", idea("给老客户做一个积分换咖啡豆的活动"))

S("zh", """
用: 这次的装修贷款利率是多少比较合理？
""")

S("zh", """
用: 磁盘快满了，Kafka 的保留时间我们决定缩短到三天，原来是七天。
""", dec("Kafka 的保留时间我们决定缩短到三天", "磁盘快满了", x=["原来是七天"]))

S("zh", """
用: 驾照年审的事搞定了，体检报告昨天交上去了。
""", evt("驾照年审的事搞定了"), evt("体检报告昨天交上去了"))

S("zh", """
用: 给我写文案的时候，别用“赋能”“抓手”这种词，看着就烦。
""", pref("别用“赋能”“抓手”这种词"))

S("zh", """
用: 年假我打算十月请，跟国庆连起来，一共休十二天。领导已经批了。
""", dec("年假我打算十月请", "跟国庆连起来"), cfg("一共休十二天"), evt("领导已经批了"))

S("zh", """
用: 你好，在吗？
助: 在的，请说。
用: 没事了，我自己查到了。
""")

S("zh", """
用: 监控告警的阈值：CPU 超过百分之八十五持续五分钟就报警，内存超过百分之九十立即报。
""", cfg("CPU 超过百分之八十五持续五分钟就报警"), cfg("内存超过百分之九十立即报"))

S("zh", """
用: 我爸的降糖药换了，二甲双胍改成了每天两次，每次半片。饭后吃。
""", cfg("二甲双胍改成了每天两次", "每次半片"), cfg("饭后吃"))

S("zh", """
用: 算了还是不去三亚了，机票太贵。改去厦门，住鼓浪屿上。
""", dec("改去厦门", x=["不去三亚了"]), dec("住鼓浪屿上"))

S("zh", """
用: 老婆说想换个大点的车，我觉得现在这辆还能开两年，还没商量好。
""")

S("zh", """
用: 店里的规矩：员工不许在收银台吃东西，手机上班时间放储物柜。
""", dec("员工不许在收银台吃东西"), dec("手机上班时间放储物柜"))

S("zh", """
用: 新来的实习生叫周航，跟着老陈做接口测试。他周三周五不来，要上课。
""", gen("新来的实习生叫周航"), dec("跟着老陈做接口测试"), cfg("他周三周五不来", "要上课", rm=["新来的实习生叫周航"]))

S("zh", """
用: 域名续费了，续了五年，到二〇三一年。证书用 Let's Encrypt 自动续期。
""", evt("域名续费了，续了五年", "到二〇三一年"), cfg("证书用 Let's Encrypt 自动续期"))

S("zh", """
用: 这个月的电费怎么这么高？是不是空调开太多了？
""")

S("zh", """
用: 我们的歌唱比赛初赛在十一月二十三号，复赛在十二月七号。报名截止到十一月十号。
""", evt("初赛在十一月二十三号"), evt("复赛在十二月七号"), cfg("报名截止到十一月十号"))

S("zh", """
助: 那你们书店的读书会最后选了哪本书？
用: 《活着》。下周六下午三点，在二楼。
""", dec("《活着》"), evt("下周六下午三点，在二楼"))

S("zh", """
用: 接口超时统一设成三秒，重试两次，别再设三十秒了，用户都跑光了。
""", cfg("接口超时统一设成三秒", x=["别再设三十秒了"]), cfg("重试两次"))

S("zh", """
用: 我想记一下：以后每个月第一个周末带爸妈去吃一顿好的。
""", idea("每个月第一个周末带爸妈去吃一顿好的"))

S("zh", """
用: 合同里写的交付日期是六月三十号，违约金是每天千分之三。
""", cfg("交付日期是六月三十号"), cfg("违约金是每天千分之三"))

S("zh", """
用: 唉，今天又加班到十点，好累。
""")

S("zh", """
用: 回复我的时候用繁体字吧，我在台湾，看简体有点不习惯。
""", pref("用繁体字", "我在台湾"))

S("zh", """
用: 我们公司的报销流程改了：五百以下部门经理批就行，五百以上要财务总监签字。
""", cfg("五百以下部门经理批就行"), cfg("五百以上要财务总监签字"))

S("zh", """
用: 孩子幼升小的材料交了，户口本、房产证、疫苗本都复印了两份。面谈在五月十一号。
""", evt("孩子幼升小的材料交了"), evt("面谈在五月十一号"))

S("zh", """
用: 线上服务的 Java 堆内存调到了 4G，之前是 2G 老是 OOM。
""", cfg("Java 堆内存调到了 4G", x=["之前是 2G"]))

S("zh", """
用: 听说隔壁公司裁员了，不知道真的假的。
""")

S("zh", """
用: 周末的读书分享会我负责主持，小赵负责拍照，场地是社区图书馆三楼。
""", dec("我负责主持"), dec("小赵负责拍照"), cfg("场地是社区图书馆三楼"))

S("zh", """
用: 我们定了，婚礼不办酒席了，就两家人一起吃个饭，钱留着去旅行。
""", dec("婚礼不办酒席了", "就两家人一起吃个饭"), dec("钱留着去旅行"))

S("zh", """
用: 家里的路由器管理密码改了，写在冰箱上那张便利贴上。访客网络叫 Home-Guest。
""", cfg("家里的路由器管理密码改了", "写在冰箱上那张便利贴上"), cfg("访客网络叫 Home-Guest"))

S("zh", """
用: 请问做红烧肉要放冰糖还是白糖？
""")

S("zh", """
用: 我们项目的代号叫“青鸟”，是给连锁药店做的库存系统，预计年底上线。
""", proj("项目的代号叫“青鸟”", "给连锁药店做的库存系统"), evt("预计年底上线"))

S("zh", """
用: 健身房的私教我不续了，一节三百太贵。改成自己在家练，按 Keep 上的课程。
""", dec("健身房的私教我不续了", "一节三百太贵"), dec("改成自己在家练", "按 Keep 上的课程"))

S("zh", """
用: 今天开会吵了半天，关于要不要做海外市场。最后结论是：明年上半年先不做，等国内稳住再说。
""", disc("要不要做海外市场", "明年上半年先不做"))

S("zh", """
用: 每天早上九点十五开站会，十五分钟，不许超时。谁迟到谁请奶茶。
""", cfg("每天早上九点十五开站会"), cfg("十五分钟，不许超时"), gen("谁迟到谁请奶茶"))

S("zh", """
用: 如果下个季度业绩达标的话，老板说可能会给大家加薪，但也没说加多少。
""")

S("zh", """
用: 记住，我对花生过敏，推荐零食和菜谱都要避开。
""", gen("我对花生过敏"))

S("zh", """
用: 打印店的价格：黑白一毛一张，彩印一块，胶装八块一本。学生证打九折。
""", cfg("黑白一毛一张"), cfg("彩印一块"), cfg("胶装八块一本"), cfg("学生证打九折"))

S("zh", """
用: 服务器从华为云迁到腾讯云，这周六凌晨两点开始切，预计停机两小时。
""", evt("服务器从华为云迁到腾讯云", "这周六凌晨两点开始切"), cfg("预计停机两小时"))

S("zh", """
用: 我外公九十大寿，寿宴在老家办，正月初六。全家人都要回去，一个都不能少。
""", evt("外公九十大寿", "寿宴在老家办", "正月初六"), gen("全家人都要回去"))

S("zh", """
用: 我最近在看《三体》，挺好看的。
""")

S("zh", """
用: 以后日期都写成年-月-日的格式，比如 2027-03-05，别写三月五号这种。
""", pref("日期都写成年-月-日的格式", x=["别写三月五号这种"]))

S("zh", """
用: 新店的装修工期定了四十五天，十一月一号开工。水电是老李的队伍做，木工另外找。
""", cfg("装修工期定了四十五天"), evt("十一月一号开工"), dec("水电是老李的队伍做"), dec("木工另外找"))

S("zh", """
用: 我们群里投票了，春游去植物园，不去动物园，人太多了。
""", dec("春游去植物园", x=["不去动物园"]))

S("zh", """
助: 猫砂你一般多久换一次？
用: 三天一换，用的是豆腐猫砂。
""", cfg("三天一换"), cfg("用的是豆腐猫砂"))

S("zh", """
用: 下午帮我查一下明天上海的天气。
""")

S("zh", """
用: 发版流程定一下：周二周四发版，晚上十点以后，发之前必须在预发环境跑一遍回归。
""", cfg("周二周四发版，晚上十点以后"), dec("发之前必须在预发环境跑一遍回归"))

S("zh", """
用: 我女儿的钢琴老师换成了张老师，原来的李老师去北京了。课时费还是两百五一节。
""", evt("钢琴老师换成了张老师", "原来的李老师去北京了"), cfg("课时费还是两百五一节"))

S("zh", """
用: 业主群里说电梯要大修，从十五号开始停三天，我们住十八楼，到时候去我妈那住。
""", evt("电梯要大修，从十五号开始停三天"), dec("到时候去我妈那住", rm=["电梯要大修，从十五号开始停三天"]))

S("zh", """
用: 之前说的会员价是八折，我搞错了，其实是八五折。
""", cfg("其实是八五折", x=["之前说的会员价是八折"]))

S("zh", """
用: 这个 bug 我查了一下午，原来是时区的问题。以后服务器时间一律用 UTC，展示的时候再转北京时间。
""", dec("服务器时间一律用 UTC", "展示的时候再转北京时间"))

S("zh", """
用: 你能给我讲个笑话吗？
""")

S("zh", """
用: 跟房东谈好了，房租不涨，还是每月四千二，押一付三。合同续到明年八月。
""", cfg("房租不涨，还是每月四千二"), cfg("押一付三"), cfg("合同续到明年八月"))

S("zh", """
用: 食堂这周开始午餐加了一个素菜窗口，十一点半开，十二点半关。
""", evt("午餐加了一个素菜窗口"), cfg("十一点半开，十二点半关"))

S("zh", """
用: 我们开了个会讨论要不要取消打卡，大家吵得挺凶，主要分歧是研发和销售的考勤要不要分开。
""", disc("要不要取消打卡", "研发和销售的考勤要不要分开"))

S("zh", """
用: 讲稿用宋体小四，行距一点五倍，页边距默认。这些以后都这么排。
""", pref("讲稿用宋体小四"), pref("行距一点五倍"))

S("zh", """
用: 二手房中介说这套房子能便宜五万，我还在考虑，没定。
""")

S("zh", """
用: 小区的垃圾清运改成每天两次了，早上六点和下午四点。大件垃圾要提前跟物业预约。
""", cfg("垃圾清运改成每天两次了", "早上六点和下午四点"), gen("大件垃圾要提前跟物业预约"))

S("zh", """
用: 去年十二月我们的网店拿了平台的“金牌店铺”，今年要保住。
""", evt("去年十二月我们的网店拿了平台的“金牌店铺”"))

S("zh", """
用: 每次给我写 SQL，表名和字段名都用小写加下划线。
""", pref("表名和字段名都用小写加下划线"))

S("zh", """
用: 周六的亲子烘焙课取消了，老师发烧。改到下周六同一时间，费用不退，顺延。
""", evt("周六的亲子烘焙课取消了", "老师发烧"), evt("改到下周六同一时间", rm=["周六的亲子烘焙课取消了"]), gen("费用不退，顺延", rm=["周六的亲子烘焙课取消了"]))

S("zh", """
用: 我的工位换到了四楼靠窗那边，分机号也变了，现在是 8306。
""", evt("我的工位换到了四楼靠窗那边"), cfg("现在是 8306"))

S("zh", """
助: 周末的家庭聚餐订在哪家？
用: 老地方，外婆家菜馆。
助: 几点？
用: 十二点。
""", dec("老地方，外婆家菜馆"), cfg("十二点"))

S("zh", """
用: 车位月租是三百五。
助: 好的，每月三百五。
用: 不对不对，我看错了，是四百五。
""", cfg("是四百五", x=["车位月租是三百五"]))

S("zh", """
用: 下周二的体检我陪我爸去。哦，我那天要出差，还是让我哥陪吧。
""", evt("下周二的体检"), dec("还是让我哥陪吧", "我那天要出差", x=["我陪我爸去"], rm=["下周二的体检"]))

S("zh", """
用: 全家福定在九月拍，选的是海边外景。（我闺蜜说秋天拍森系更好看，不过无所谓了）定金交了两千。
""", dec("全家福定在九月拍", "选的是海边外景", x=["我闺蜜说秋天拍森系更好看"]), evt("定金交了两千"))
# ---------------------------------------------------------------- mixed
S("mixed", """
U: ok so for the warehouse dashboard we're going with Metabase over Redash, it runs on 3100 because 3000 is the ERP portal. I want the light theme, and no stacked bar charts please, they confuse the pickers. 报警就按仓库分区推送吧. Launch is the 15th of next month.
""", dec("going with Metabase", x=["over Redash"]), cfg("it runs on 3100", "because 3000 is the ERP portal"), pref("I want the light theme"), pref("no stacked bar charts please", "they confuse the pickers"), dec("报警就按仓库分区推送吧"), evt("Launch is the 15th of next month"))

S("mixed", """
用: 我们的 CI pipeline 超过二十分钟就自动 cancel，别让它一直占着 runner。
""", cfg("超过二十分钟就自动 cancel", "别让它一直占着 runner"))

S("mixed", """
U: My mother-in-law's 生日宴 is at 海底捞 on Saturday, 6 pm. I'm in charge of the cake.
""", evt("生日宴 is at 海底捞 on Saturday, 6 pm"), dec("I'm in charge of the cake"))

S("mixed", """
用: code review 的时候，请用中文写评论，但是变量名和函数名保持 English。
""", pref("请用中文写评论", "变量名和函数名保持 English"))

S("mixed", """
U: What does 内卷 actually mean? My colleagues keep saying it.
""")

S("mixed", """
用: 测试服务器的 SSH 端口改成 2222 了，root 登录已经关掉，只能用 key 登录。
""", cfg("SSH 端口改成 2222 了"), cfg("root 登录已经关掉", "只能用 key 登录"))

S("mixed", """
U: We signed the lease for the new 工作室 in 徐汇, 80 square meters, move-in is March 1st.
""", evt("We signed the lease for the new 工作室 in 徐汇"), cfg("80 square meters"), evt("move-in is March 1st"))

S("mixed", """
用: sprint 改成两周一个，周一 planning，隔周周五 demo。retro 就不单独开了，放在 demo 后面。
""", cfg("sprint 改成两周一个"), cfg("周一 planning"), cfg("隔周周五 demo"), dec("retro 就不单独开了", "放在 demo 后面"))

S("mixed", """
U: Please don't translate 成语 literally when you help with my essays, explain the meaning instead.
""", pref("don't translate 成语 literally", "explain the meaning instead"))

S("mixed", """
用: 你觉得 Rust 和 Go 哪个更适合写 command-line 工具？
""")

S("mixed", """
U: The 羽毛球 group books court 3 every Thursday at 8. It's ¥60 an hour, split four ways.
""", cfg("books court 3 every Thursday at 8"), cfg("It's ¥60 an hour, split four ways"))

S("mixed", """
用: 以后 commit 都用 conventional commits 格式，feat、fix、chore 这些前缀，不然 changelog 生成不了。
""", dec("commit 都用 conventional commits 格式", "不然 changelog 生成不了"))

S("mixed", """
U: Kid's 春游 is next Wednesday, they need a packed lunch and ¥30 for the bus. No snacks with nuts, school rule.
""", evt("春游 is next Wednesday"), cfg("a packed lunch and ¥30 for the bus"), gen("No snacks with nuts", "school rule"))

S("mixed", """
用: 老板说 Q3 的 OKR 下周一之前要交，deadline 很死，但我还没想好写什么。
""", evt("Q3 的 OKR 下周一之前要交"))

S("mixed", """
U: I'm learning 粤语 now, so if you include Cantonese examples, add jyutping, not Mandarin pinyin.
""", pref("add jyutping", x=["not Mandarin pinyin"]), gen("I'm learning 粤语 now"))

S("mixed", """
用: Elasticsearch 的 heap 设成了 16g，不能超过 31g，不然压缩指针就失效了。
""", cfg("heap 设成了 16g"), gen("不能超过 31g", "不然压缩指针就失效了"))

S("mixed", """
U: Just checked — the 护照 renewal appointment is at the consulate on the 19th, 9:40. Bring two photos, white background.
""", evt("护照 renewal appointment is at the consulate on the 19th, 9:40"), gen("Bring two photos, white background"))

S("mixed", """
用: 我们决定 frontend 统一用 pnpm，lockfile 老是冲突，yarn 就不用了。
""", dec("frontend 统一用 pnpm", "lockfile 老是冲突", x=["yarn 就不用了"]))

S("mixed", """
U: lol my cat just knocked the 月饼 off the table
""")

S("mixed", """
用: staging 环境每天晚上十二点自动 reset 数据，production 绝对不许这么做。
""", cfg("staging 环境每天晚上十二点自动 reset 数据"), dec("production 绝对不许这么做", rm=["staging 环境每天晚上十二点自动 reset 数据"]))

S("mixed", """
U: The 老年大学 calligraphy class for my dad starts September 8th. Tuesdays and Fridays, 2 to 4, and the fee is ¥800 a term.
""", evt("calligraphy class for my dad starts September 8th"), cfg("Tuesdays and Fridays, 2 to 4"), cfg("the fee is ¥800 a term"))

S("mixed", """
用: 这个 feature 先别做，等 product 那边确认需求再说。
""", dec("这个 feature 先别做", "等 product 那边确认需求再说"))

S("mixed", """
U: We're dropping 钉钉 for 飞书 company-wide from the 1st. Old chat history stays readable till year end.
""", dec("dropping 钉钉 for 飞书 company-wide from the 1st"), cfg("Old chat history stays readable till year end"))

S("mixed", """
用: 帮我想一下，如果要做一个 habit tracker 的 app，需要哪些功能？
""")

S("mixed", """
U: Reminder for me: the 车检 is due by the end of October, and the insurance renews November 3rd with 太平洋.
""", evt("车检 is due by the end of October"), evt("the insurance renews November 3rd with 太平洋"))

S("mixed", """
用: API 的 rate limit 定成每个用户每分钟一百次，超过就返回 429。
""", cfg("每个用户每分钟一百次"), cfg("超过就返回 429", rm=["每个用户每分钟一百次"]))

S("mixed", """
U: I prefer you answer in English, but when you mention Chinese place names, write the 汉字 too.
""", pref("I prefer you answer in English"), pref("write the 汉字 too"))

S("mixed", """
用: 昨天 sync 的时候聊了 onboarding 的问题，大家的意见是新人第一周不要分配 ticket，先熟悉 codebase。
""", disc("onboarding 的问题", "新人第一周不要分配 ticket"))

S("mixed", """
U: The 社区 vaccination drive got moved to the 26th because the nurses were double-booked.
""", evt("vaccination drive got moved to the 26th", "because the nurses were double-booked"))

S("mixed", """
用: 日志 level 线上用 warn，测试环境用 debug，别把 debug 日志打到线上去。
""", cfg("线上用 warn"), cfg("测试环境用 debug"))

S("mixed", """
U: Is 米其林 one star a big deal in Shanghai, or are there too many of them?
""")

S("mixed", """
用: 我们的 monorepo 拆了，前端和后端各一个 repo，上周五拆完的。
""", evt("我们的 monorepo 拆了", "前端和后端各一个 repo", "上周五拆完的"))

S("mixed", """
U: Okay, final call: the 年会 band plays three songs, 15 minutes tops, and Wen Jie is on drums instead of Hao.
""", dec("the 年会 band plays three songs"), cfg("15 minutes tops", rm=["the 年会 band plays three songs"]), dec("Wen Jie is on drums", x=["instead of Hao"]))

S("mixed", """
用: 给我讲东西的时候，多用 example，少讲 theory，我看例子学得快。
""", pref("多用 example，少讲 theory", "我看例子学得快"))

S("mixed", """
U: The 物流 partner is now 顺丰 for anything over 2 kg. Lighter parcels still go by 中通.
""", cfg("顺丰 for anything over 2 kg"), cfg("Lighter parcels still go by 中通", rm=["顺丰 for anything over 2 kg"]))

S("mixed", """
用: 我老公想把书房改成 home gym，我觉得没必要，还在拉锯。
""")

S("mixed", """
U: Our yoga studio's 早课 moved to 6:45 from 7:15. Mats are provided, but bring your own towel.
""", cfg("早课 moved to 6:45", x=["from 7:15"]), gen("bring your own towel"))

S("mixed", """
用: Postgres 的连接池 max 设成 50，idle timeout 十分钟。
""", cfg("连接池 max 设成 50"), cfg("idle timeout 十分钟"))

S("mixed", """
U: For the record, the 舞狮 team performs at the shop opening on the 8th at 10:08, auspicious time, not negotiable.
""", evt("the 舞狮 team performs at the shop opening on the 8th at 10:08", "auspicious time"))

S("mixed", """
用: 明天的 product demo 你帮我准备一下 talking points 吧，三条就够。
""")

S("mixed", """
U: We hired 小马 as the part-time barista. She works weekends, 8 to 2, at ¥25 an hour.
""", evt("We hired 小马 as the part-time barista"), cfg("She works weekends, 8 to 2", rm=["We hired 小马 as the part-time barista"]), cfg("at ¥25 an hour", rm=["We hired 小马 as the part-time barista"]))

S("mixed", """
用: docker 镜像统一推到公司的 Harbor，不许推 Docker Hub，有安全审计。
""", dec("docker 镜像统一推到公司的 Harbor", x=["不许推 Docker Hub"]), gen("有安全审计"))

S("mixed", """
U: My 体检 results came back: cholesterol a bit high, doctor says cut red meat to twice a week.
""", evt("My 体检 results came back"), gen("cholesterol a bit high"), dec("cut red meat to twice a week"))

S("mixed", """
用: 以后你写的 shell 脚本开头都加上 set -euo pipefail，我被坑过好几次。
""", pref("开头都加上 set -euo pipefail", "我被坑过好几次"))

S("mixed", """
U: Thanks for the help with the 简历 earlier, really appreciate it!
""")

S("mixed", """
用: 大家讨论了一下 on-call 的补贴，结论是每周给五百，节假日翻倍。
""", disc("on-call 的补贴", "每周给五百"), cfg("节假日翻倍", rm=["on-call 的补贴"]))

S("mixed", """
U: We're booking the 农家乐 in 莫干山 for the team, Friday to Sunday, 12 people, and it's ¥380 per person including meals.
""", dec("booking the 农家乐 in 莫干山 for the team"), cfg("Friday to Sunday, 12 people"), cfg("it's ¥380 per person including meals"))

S("mixed", """
用: 我们 team 的文档以后都放 Notion，Confluence 只读，不再更新。
""", dec("文档以后都放 Notion"), dec("Confluence 只读", "不再更新"))

S("mixed", """
U: Sorry, small fix: the 家长会 is Thursday at 6:30, not Tuesday. Both of us are going.
""", evt("the 家长会 is Thursday at 6:30", x=["not Tuesday"]), dec("Both of us are going"))

S("mixed", """
用: 明天 standup 几点？
助: 平时是九点半。
用: 明天提前到九点，client 十点要来。
""", evt("明天提前到九点", "client 十点要来"))

S("mixed", """
User: The 烧烤 night on the roof is Friday at 7, bring your own drinks. (Somebody suggested hotpot instead, nobody cared.)
""", evt("烧烤 night on the roof is Friday at 7", x=["Somebody suggested hotpot instead"]), gen("bring your own drinks", x=["Somebody suggested hotpot instead"]))


# ---------------------------------------------------------------- build and check
def build(data):
    """Give every item its must_not: its own x phrases, then the keys of the other items of the
    snippet, except keys its own must contains and keys removed with rm (the referent rule)."""
    out = []
    for snip in data:
        keys = [it["must"][0] if it["must"] else "" for it in snip["items"]]
        items = []
        for n, it in enumerate(snip["items"]):
            mn = list(it["x"])
            for m, k in enumerate(keys):
                if m == n or k in it["rm"]:
                    continue
                if any(k in mu for mu in it["must"]):
                    continue
                mn.append(k)
            items.append({"category": it["category"], "must": list(it["must"]), "must_not": mn,
                          "_key": keys[n], "_rm": list(it["rm"])})
        out.append({"lang": snip["lang"], "text": snip["text"], "items": items})
    return out


def order(built):
    rows = sorted(built, key=lambda s: hashlib.sha256(s["text"].encode("utf-8")).hexdigest())
    res = []
    for i, s in enumerate(rows, 1):
        res.append(dict(id="d7-%03d" % i, lang=s["lang"], split="heldout", text=s["text"], items=s["items"]))
    return res


def occurrences(text, phrase):
    res, i = [], text.find(phrase)
    while i >= 0:
        res.append(i)
        i = text.find(phrase, i + 1)
    return res


def min_span(text, musts):
    """Smallest [start, end) of text holding one occurrence of each must phrase."""
    best = None

    def rec(k, lo, hi):
        nonlocal best
        if k == len(musts):
            if best is None or hi - lo < best[1] - best[0]:
                best = (lo, hi)
            return
        for p in occurrences(text, musts[k]):
            rec(k + 1, min(lo, p), max(hi, p + len(musts[k])))

    rec(0, len(text), -1)
    return best


def check(rows):
    probs = []
    ids = [r["id"] for r in rows]
    texts = [r["text"] for r in rows]
    for v in sorted(set(i for i in ids if ids.count(i) > 1)):
        probs.append("%s: duplicate id" % v)
    seen = {}
    for r in rows:
        if r["text"] in seen:
            probs.append("%s: duplicate text (same as %s)" % (r["id"], seen[r["text"]]))
        seen.setdefault(r["text"], r["id"])
    for r in rows:
        rid, text, lang = r["id"], r["text"], r["lang"]
        P = lambda msg: probs.append("%s: %s" % (rid, msg))
        if lang not in ("en", "zh", "mixed"):
            P("bad lang %r" % lang)
        if r["split"] != "heldout":
            P("bad split")
        if not text.endswith("\n"):
            P("text does not end with a newline")
        lines = text[:-1].split("\n") if text.endswith("\n") else text.split("\n")
        for ln in lines:
            if not ln.startswith(EN_LABELS + ZH_LABELS):
                P("unlabelled line %r" % ln[:30])
        body = "\n".join(ln.split(": ", 1)[1] if ln.startswith(EN_LABELS + ZH_LABELS) else ln for ln in lines)
        has_cjk = bool(CJK.search(text))
        if lang == "en" and (has_cjk or any(ln.startswith(ZH_LABELS) for ln in lines)):
            P("en text holds CJK or Chinese labels")
        if lang == "zh" and any(ln.startswith(EN_LABELS) for ln in lines):
            P("zh text has English labels")
        if lang in ("zh", "mixed") and not CJK_CHAR.search(text):
            P("%s text holds no CJK" % lang)
        if lang == "mixed" and not EN_WORD.search(body):
            P("mixed text holds no lower-case English word of 3+ letters")
        if len(r["items"]) > 6:
            P("more than 6 items")
        keys = [it.get("_key") for it in r["items"]]
        if len(set(keys)) != len(keys):
            P("duplicate keys")
        for n, it in enumerate(r["items"]):
            Q = lambda msg: P("item %d: %s" % (n, msg))
            if it["category"] not in CATS:
                Q("bad category %r" % it["category"])
            must, mn = it["must"], it["must_not"]
            if not 1 <= len(must) <= 3:
                Q("%d must phrases" % len(must))
            if len(set(must)) != len(must):
                Q("must phrase repeated")
            for m in must:
                if not m or m != m.strip() or len(m) < 2:
                    Q("empty, padded or too short must %r" % m)
                if m not in text:
                    Q("must not in text: %r" % m)
            if it.get("_key") is not None and it["_key"] not in text:
                Q("key not in text")
            for k in it.get("_rm", []):
                if k not in keys or k == it.get("_key"):
                    Q("rm names no neighbour key: %r" % k)
            if len(set(mn)) != len(mn):
                Q("must_not listed twice")
            for x in mn:
                if x != x.strip() or len(x) < (2 if CJK_CHAR.search(x) else 3):
                    Q("must_not too short or padded %r" % x)
                c = len(occurrences(text, x))
                if c == 0:
                    Q("must_not not in text: %r" % x)
                elif c != 1:
                    Q("must_not %r occurs %d times" % (x, c))
                for m in must:
                    if x in m:
                        Q("must %r contains its must_not %r" % (m, x))
            if must and all(m in text for m in must):
                lo, hi = min_span(text, must)
                for x in mn:
                    for p in occurrences(text, x):
                        if lo <= p and p + len(x) <= hi:
                            Q("must_not %r inside the must span" % x)
    return probs


def public(rows):
    return [dict(id=r["id"], lang=r["lang"], split=r["split"], text=r["text"],
                 items=[{"category": it["category"], "must": it["must"], "must_not": it["must_not"]}
                        for it in r["items"]]) for r in rows]


# ---------------------------------------------------------------- injected faults (--selftest, --inject N)
def faults(rows):
    """21 bad snippets, one per fault kind. Each is a row appended after the real ones."""
    ok = "User: The gate code is 4417 now.\n"
    def row(text=ok, lang="en", items=None):
        if items is None:
            items = [{"category": "config", "must": ["The gate code is 4417"], "must_not": [], "_key": "The gate code is 4417", "_rm": []}]
        return dict(id="d7-999", lang=lang, split="heldout", text=text, items=items)
    def it(must, mn=(), cat="config", key=None, rm=()):
        return {"category": cat, "must": list(must), "must_not": list(mn), "_key": key or (must[0] if must else None), "_rm": list(rm)}
    two = "User: The gate code is 4417 now, not 5521. Bins go out on Tuesdays.\n"
    return [
        ("bad lang", row(lang="fr")),
        ("missing final newline", row(text=ok[:-1])),
        ("unlabelled line", row(text=ok + "The gate code is 4417 now.\n")),
        ("CJK in en", row(text="User: The gate code is 4417 now. 谢谢\n")),
        ("bad category", row(items=[it(["The gate code is 4417"], cat="fact")])),
        ("no must", row(items=[it([], key="gate")])),
        ("four musts", row(items=[it(["The", "gate", "code", "4417"])])),
        ("must not in text", row(items=[it(["The gate code is 9999"])])),
        ("must_not not in text", row(items=[it(["The gate code is 4417"], ["not 1234"])])),
        ("must containing its must_not", row(items=[it(["The gate code is 4417"], ["code is 4417"])])),
        ("must_not twice", row(text=two, items=[it(["The gate code is 4417"], ["not 5521", "not 5521"])])),
        ("duplicate text", dict(row(text=rows[0]["text"]), lang=rows[0]["lang"])),
        ("must_not occurring twice", row(text="User: The gate code is 4417 now, the old code was 5521, code 5521 is dead.\n",
                                         items=[it(["The gate code is 4417"], ["5521"])])),
        ("must_not inside the must span", row(text=two, items=[it(["The gate code is 4417", "Bins go out"], ["not 5521"])])),
        ("zh with English labels", row(lang="zh", text="User: 门禁密码是 4417。\n", items=[it(["门禁密码是 4417"])])),
        ("mixed without English", row(lang="mixed", text="用户: 门禁密码是 4417，OK。\n", items=[it(["门禁密码是 4417"])])),
        ("seven items", row(text="User: a1 b2 c3 d4 e5 f6 g7.\n",
                            items=[it([w], [], key=w) for w in ("a1", "b2", "c3", "d4", "e5", "f6", "g7")])),
        ("unknown removal", row(items=[it(["The gate code is 4417"], rm=["Bins go out"])])),
        ("too-short must_not", row(text=two, items=[it(["The gate code is 4417"], ["55"])])),
        ("duplicate keys", row(text=two, items=[it(["The gate code is 4417"]), it(["The gate code is 4417", "Bins go out"], key="The gate code is 4417")])),
        ("padded must", row(items=[it([" The gate code is 4417"])])),
    ]


# the message each injected fault must raise (so a fault caught only by accident counts as missed)
EXPECT = {
    "bad lang": "bad lang", "missing final newline": "does not end with a newline",
    "unlabelled line": "unlabelled line", "CJK in en": "en text holds CJK", "bad category": "bad category",
    "no must": "0 must phrases", "four musts": "4 must phrases", "must not in text": "must not in text",
    "must_not not in text": "must_not not in text", "must containing its must_not": "contains its must_not",
    "must_not twice": "must_not listed twice", "duplicate text": "duplicate text",
    "must_not occurring twice": "occurs 2 times", "must_not inside the must span": "inside the must span",
    "zh with English labels": "zh text has English labels", "mixed without English": "no lower-case English word",
    "seven items": "more than 6 items", "unknown removal": "rm names no neighbour key",
    "too-short must_not": "must_not too short", "duplicate keys": "duplicate keys", "padded must": "padded",
}


def dataset():
    return order(build(DATA))


def write(rows):
    probs = check(rows)
    if probs:
        print("%d problem(s); nothing written:" % len(probs))
        for p in probs:
            print("  " + p)
        return 1
    blob = (json.dumps(public(rows), ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    with open(os.path.join(HERE, OUT_JSON), "wb") as f:
        f.write(blob)
    digest = hashlib.sha256(blob).hexdigest()
    with open(os.path.join(HERE, OUT_SHA), "w", encoding="utf-8") as f:
        f.write("%s  %s\n" % (digest, OUT_JSON))
    stats(rows)
    print("sha256", digest)
    return 0


def stats(rows):
    from collections import Counter
    lang = Counter(r["lang"] for r in rows)
    items = [(r["lang"], it) for r in rows for it in r["items"]]
    print("snippets", len(rows), dict(lang))
    print("mixed with Chinese labels", sum(1 for r in rows if r["lang"] == "mixed" and r["text"].startswith(ZH_LABELS)))
    print("empty", sum(1 for r in rows if not r["items"]), dict(Counter(r["lang"] for r in rows if not r["items"])))
    print("items per snippet", dict(sorted(Counter(len(r["items"]) for r in rows).items())))
    print("items", len(items), dict(Counter(l for l, _ in items)))
    print("categories", dict(Counter(it["category"] for _, it in items).most_common()))
    print("must per item", dict(sorted(Counter(len(it["must"]) for _, it in items).items())))
    print("must_not", sum(len(it["must_not"]) for _, it in items), "items without must_not", sum(1 for _, it in items if not it["must_not"]))
    print("multi-turn snippets", sum(1 for r in rows if r["text"].count("\n") > 1))


def main(argv):
    rows = dataset()
    if argv[1:2] == ["--selftest"]:
        base = check(rows)
        if base:
            print("the real data has problems:", *base, sep="\n  ")
            return 1
        fs = faults(rows)
        caught = 0
        for name, bad in fs:
            got = [g for g in check(rows + [bad]) if EXPECT[name] in g]
            if got:
                caught += 1
                print("caught  %-32s %s" % (name, got[0]))
            else:
                print("MISSED  %s" % name)
        print("%d of %d injected faults caught" % (caught, len(fs)))
        return 0 if caught == len(fs) else 1
    if argv[1:2] == ["--inject"]:
        name, bad = faults(rows)[int(argv[2])]
        print("injected:", name)
        return write(rows + [bad])
    return write(rows)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
