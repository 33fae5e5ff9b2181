from b11_common import S, cfg, dec, evt, gen, pref, disc, idea, proj

SNIPPETS = [
    S("en", """U: Which port did we give the OctoPrint box?
A: Last time you mentioned 5000, but that clashes with the registry.
U: Right, it's 5050 now. The registry kept 5000.""",
      cfg("it's 5050 now"), cfg("The registry kept 5000")),
    S("en", """A: Shall I book the community hall for the jumble sale on the 8th?
U: Yes please, the 8th, 10 till 2. And we'll need the small kitchen too.""",
      evt("the 8th, 10 till 2"), gen("we'll need the small kitchen too")),
    S("en", """U: I'm thinking Docker Hub for the images.
A: That works, or GitHub's container registry.
U: Yeah no, GHCR it is. Org's halden-labs, and the images are public.""",
      dec("GHCR it is", x=["I'm thinking Docker Hub for the images"]), cfg("Org's halden-labs"), cfg("the images are public")),
    S("en", """U: What time's the kids' carol service?
A: I don't have that yet.
U: It's Thursday the 11th, 6pm.""",
      evt("Thursday the 11th, 6pm")),
    S("en", """A: Do you want me to summarise the meeting notes in bullet points or prose?
U: Bullets, always. Max five, and put owners in brackets.""",
      pref("Bullets, always"), pref("Max five"), pref("put owners in brackets")),
    S("en", """U: We could use SQLite for the kiosk app?
A: SQLite would be fine for a single device.
U: Hmm. Let me check with Ines whether it ever needs to sync first.""",),
    S("en", """U: Set the Pi-hole upstream to Quad9.
A: Done in the config. Want DNSSEC enabled as well?
U: Yes, DNSSEC on. And the admin page stays on port 8053, the web server has 80.""",
      cfg("upstream to Quad9"), cfg("DNSSEC on"), cfg("admin page stays on port 8053", "the web server has 80")),
    S("en", """U: The plumber's coming Tuesday.
A: Morning or afternoon?
U: Between 1 and 3. Oh, and it's Wednesday, not Tuesday, sorry. He texted.""",
      evt("Between 1 and 3"), evt("it's Wednesday", x=["The plumber's coming Tuesday"])),
    S("zh", """用: 值班日报发给谁？
助: 上次你说发给部门群。
用: 改了，现在直接发给王经理邮箱，抄送小周。""",
      cfg("直接发给王经理邮箱", x=["上次你说发给部门群"]), cfg("抄送小周")),
    S("zh", """助: 要不要把会员生日券设成五十元？
用: 五十太多了，三十吧。有效期一个月。""",
      cfg("三十吧", x=["五十太多了"]), cfg("有效期一个月")),
    S("zh", """用: 孩子学游泳的事，你觉得报暑假班还是周末班？
助: 暑假班进步快，周末班时间长。
用: 那就暑假班，七月八号开课，每天下午四点。""",
      dec("那就暑假班"), evt("七月八号开课", "每天下午四点")),
    S("zh", """用: Redis 的密码是不是存在配置中心？
助: 你之前提过放在环境变量里。
用: 对，环境变量，变量名叫 REDIS_AUTH。配置中心里没有。""",
      cfg("变量名叫 REDIS_AUTH"), gen("配置中心里没有")),
    S("zh", """用: 我们店周年庆打几折好？
助: 常见的是八八折或者满减。
用: 我再想想，回头跟店长商量。""",),
    S("zh", """用: 爸妈来的火车几点到？
助: 你没说过车次。
用: G1376，后天下午四点二十到南站。""",
      evt("G1376，后天下午四点二十到南站")),
    S("zh", """助: 装修的橱柜你定了哪家？
用: 定了本地那家小厂，便宜一半。颜色还是白色，台面用石英石。""",
      dec("定了本地那家小厂", "便宜一半"), pref("颜色还是白色"), cfg("台面用石英石")),
    S("zh", """用: 下周的培训是线上还是线下？
助: 通知里没写。
用: 刚问了，线下，在二号会议室，周三下午两点。线上的链接作废了。""",
      evt("线下，在二号会议室，周三下午两点"), gen("线上的链接作废了")),
    S("mixed", """用: deploy 要不要加个 manual approval？
助: 生产环境建议加。
用: 行，prod 加 approval，staging 不用。approver 是我和 Tom。""",
      dec("prod 加 approval"), dec("staging 不用"), cfg("approver 是我和 Tom")),
    S("mixed", """U: 我们的 Sentry project 叫什么来着？
A: 你没提过。
U: 叫 web-frontend-v2，旧的 web-frontend 已经 archive 了。""",
      cfg("叫 web-frontend-v2"), gen("旧的 web-frontend 已经 archive 了")),
    S("mixed", """助: 旅行的 hotel 订好了吗？
用: 订了，京都的 ryokan，住三晚，十一月十号入住。不用帮我找别的了。""",
      evt("京都的 ryokan，住三晚，十一月十号入住")),
    S("mixed", """用: 你觉得 Go 还是 Rust 写这个 proxy？
助: 都可以，Go 上手快。
用: 嗯 Go 吧，team 里没人会 Rust。端口用 7443。""",
      dec("嗯 Go 吧", "team 里没人会 Rust"), cfg("端口用 7443")),
    S("mixed", """用: 周末带 Mia 去哪玩好？
助: 可以去科技馆或者 zoo。
用: 她上次去过 zoo 了，随便吧，看天气。""",),
    S("mixed", """U: So where did we land on the inventory service?
A: You were comparing MongoDB and Postgres.
U: Postgres, fine, JSONB covers the weird fields. It listens on 5442 in the compose file because 5432 is taken by the old billing db. I like the migrations in plain SQL, no ORM magic please, and keep the seed data small.
用: 另外，库存盘点的频率就按老陈说的，改成每周一次吧。
U: Oh and go-live is the first Monday in March, assuming the scanner firmware lands.""",
      dec("Postgres, fine", "JSONB covers the weird fields", x=["You were comparing MongoDB and Postgres"]),
      cfg("It listens on 5442 in the compose file", "because 5432 is taken by the old billing db"),
      pref("I like the migrations in plain SQL, no ORM magic please"), pref("keep the seed data small"),
      dec("改成每周一次吧", "库存盘点的频率"), evt("go-live is the first Monday in March", "assuming the scanner firmware lands")),
]
