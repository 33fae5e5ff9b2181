from b15_common import S, dec, pref, cfg, evt, gen, disc, idea, proj

DATA = [
# ---- English (15)
# issue-22 shape (en): options offered by the assistant, one picked by ordinal; port as a bare answer;
# two preferences as a complaint and a habit; go-live given as "we flip the switch".
S("en", """A: For the SSO piece I see three routes: Authentik, Keycloak, or rolling our own OIDC on top of the Rails app. Any leaning?
U: The first one. Keycloak's too heavy for six people and we are not writing our own auth, I've seen how that ends.
A: Which port should Authentik's web UI get? 9000 clashes with your MinIO.
U: 9443, over https only.
U: Oh and two things about how you write for me: you keep giving me three alternatives when I've asked for one answer, just give the one. And I read these on my phone, so short paragraphs.
U: We flip the switch on the 1st of next month, the old htpasswd files die that day.""",
  dec("The first one", x=["Keycloak's too heavy for six people", "we are not writing our own auth"]),
  cfg("9443, over https only", x=["9000 clashes with your MinIO"]),
  pref("just give the one"),
  pref("short paragraphs"),
  evt("We flip the switch on the 1st of next month")),
S("en", """A: Quick recap of what I've got: RabbitMQ on 5672, management UI on 15672, vhost '/orders'.
U: Almost. The vhost is '/fulfil', '/orders' was the old monolith's.""",
  cfg("RabbitMQ on 5672, management UI on 15672"),
  cfg("The vhost is '/fulfil'", x=["vhost '/orders'"])),
S("en", """A: Do you want the nightly export as CSV or Avro?
U: Avro. Deflate compression.
A: And where should it land?
U: The 'exports' prefix in the analytics bucket. Keep 30 days.""",
  cfg("Avro. Deflate compression"),
  cfg("The 'exports' prefix in the analytics bucket"),
  cfg("Keep 30 days")),
S("en", """U: Three answers to your questions from earlier: 1) yes, Redis on 6380 not 6379; 2) no, don't cache the admin pages; 3) TTL 15 minutes.
A: Got it, I'll set those.""",
  cfg("Redis on 6380", x=["not 6379"]),
  cfg("don't cache the admin pages"),
  cfg("TTL 15 minutes")),
S("en", """U: My sister's wedding is in Porto on the 17th of May.
A: Lovely! Do you need help with flights?
U: Not yet. Actually it's the 24th, they moved it because the venue double-booked.""",
  gen("My sister's wedding is in Porto"), evt("it's the 24th", x=["on the 17th of May"])),
S("en", """A: Should I keep suggesting Tailwind classes in the component examples?
U: No, we moved to vanilla-extract in the spring. Plain CSS-in-TS from now on.""",
  dec("we moved to vanilla-extract in the spring"),
  pref("Plain CSS-in-TS from now on")),
S("en", """U: What time zone should the cron run in?
A: Your servers are on UTC. Do you want the 6am report in UTC or London time?
U: London time, the finance team get confused otherwise.""",
  cfg("London time, the finance team get confused otherwise")),
S("en", """U: I'm going to train for the Edinburgh marathon.
A: Great goal! When is it?
U: Last Sunday in May. But honestly, I might just do the half. Let me see how January goes.""",
  evt("Last Sunday in May")),
S("en", """A: Which Node version are you standardising on? I've been writing for 18.
U: 22 everywhere, the LTS. 18 is end of life.""",
  cfg("22 everywhere, the LTS", x=["I've been writing for 18"])),
S("en", """U: Can you draft a reply to the landlord about the boiler?
A: Sure. What tone?
U: Firm but polite. And always sign my letters 'Kind regards, Ana', never 'Best'.""",
  pref("always sign my letters 'Kind regards, Ana'", x=["never 'Best'"])),
S("en", """U: Our standups are 10:15 now, not 9:45.
A: Noted. Still on Google Meet?
U: Yep, same link.""",
  cfg("Our standups are 10:15 now", x=["not 9:45"]),
  cfg("Yep, same link")),
S("en", """A: Shall I add the Plausible snippet to every page, or only the marketing site?
U: Marketing site only. The app itself gets no analytics at all, that was a promise to our users.""",
  cfg("Marketing site only"),
  disc("The app itself gets no analytics at all, that was a promise to our users")),
S("en", """U: Hi again. Where were we?
A: We were choosing a font for the poster.
U: Right. Never mind, let's leave it."""),
S("en", """U: Ugh, the dog chewed through my bike helmet strap.
A: Oh no! Is he all right?
U: He's fine. I've ordered a new helmet, Halfords says it's in on Friday.""",
  evt("I've ordered a new helmet, Halfords says it's in on Friday")),
S("en", """A: Do you want me to remember that your garage door code is the same as last time?
U: No, please don't store codes like that, ever.""",
  pref("don't store codes like that, ever")),
# ---- Chinese (13)
# issue-22 shape (zh): decision as a complaint-then-choice, port as a bare answer, two preferences, go-live
S("zh", """助: 消息队列这块你们倾向哪个？RocketMQ 还是 Pulsar？
用: 还是 Pulsar 吧，RocketMQ 那个控制台大家用着别扭。
助: 端口沿用默认的 6650 吗？
用: 6651，6650 被测试环境占了。
用: 另外你给我写方案的时候，表格少一点，多画流程图。还有别中英混着写术语，统一用中文。
用: 月底三十号切流量。""",
  dec("还是 Pulsar 吧", x=["RocketMQ 那个控制台大家用着别扭"]),
  cfg("6651", x=["6650 被测试环境占了"]),
  pref("表格少一点，多画流程图"),
  pref("别中英混着写术语，统一用中文"),
  evt("月底三十号切流量")),
S("zh", """助: 我记下的是：你们家宽带是电信的，月底到期。
用: 不对，是联通的，下个月五号到期。""",
  gen("是联通的", x=["你们家宽带是电信的"]),
  evt("下个月五号到期", x=["月底到期"])),
S("zh", """用: 帮我定个闹钟提醒的规则吧。
助: 好的，你想几点提醒？
用: 工作日早上七点，周末九点，节假日不提醒。""",
  cfg("工作日早上七点，周末九点"), cfg("节假日不提醒")),
S("zh", """助: 体检报告出来了吗？
用: 出来了，甲状腺有个小结节，医生说半年后复查。
助: 那我帮你记个复查时间？
用: 好，定在明年三月。""",
  gen("甲状腺有个小结节"), evt("定在明年三月")),
S("zh", """用: 我们组的周会挪到周四下午三点了。
助: 还是在三楼会议室吗？
用: 对，三楼。""",
  evt("周会挪到周四下午三点了"), cfg("对，三楼")),
S("zh", """助: 孩子的兴趣班要不要我帮你列个时间表？
用: 不用了。舞蹈班下学期不上了，换成击剑……哦不对，是国际象棋。""",
  dec("舞蹈班下学期不上了"), dec("是国际象棋", x=["换成击剑"])),
S("zh", """用: 我们的 Elasticsearch 索引分片数是多少来着？
助: 之前你说过是 5 个主分片、1 个副本。
用: 主分片后来改成 3 个了，副本不变。""",
  cfg("主分片后来改成 3 个了", x=["5 个主分片"]), cfg("副本不变")),
S("zh", """用: 我周末想去爬山，去哪儿好？
助: 附近的凤凰山和白云山都不错。
用: 嗯，我再想想吧，看天气。"""),
S("zh", """助: 你的简历里要写英文名吗？
用: 要，写 Kevin Zhang。中文名放后面括号里。""",
  pref("写 Kevin Zhang"), pref("中文名放后面括号里")),
S("zh", """用: 我家狗狗下周要洗牙，得全麻。
助: 需要提前禁食吗？
用: 医生说前一晚十点以后不能吃东西。手术是周二上午。""",
  cfg("前一晚十点以后不能吃东西"), evt("手术是周二上午")),
S("zh", """助: 关于接口版本号，你们是放在 URL 里还是 header 里？
用: URL 里，/v1/ 这种。header 那种前端同学老忘记带。""",
  cfg("URL 里，/v1/ 这种", x=["header 那种前端同学老忘记带"])),
S("zh", """用: 上回说的年假，我请下来了。
助: 几号到几号？
用: 十月八号到十五号，去新疆。""",
  evt("十月八号到十五号，去新疆")),
S("zh", """用: 我跟我老公商量好了，以后每个月十号存三千进孩子的教育金账户。
助: 需要我每月提醒你吗？
用: 不用，银行那边设了自动转账。""",
  disc("每个月十号存三千进孩子的教育金账户"), cfg("银行那边设了自动转账")),
# ---- mixed (10)
# issue-22 shape (mixed): Chinese decision, bare port, two preferences as asides, go-live in Chinese
S("mixed", """U: 搜索服务最后还是用 Typesense，Algolia 太贵了，一个月好几千刀。
A: Which port do you want for Typesense?
U: 8108, the default is fine.
U: By the way, 给我写 README 的时候 English only please，还有 code block 都标上语言。
U: 预计下周五上线。""",
  dec("搜索服务最后还是用 Typesense", x=["Algolia 太贵了，一个月好几千刀"]),
  cfg("8108, the default is fine"),
  pref("English only please"),
  pref("code block 都标上语言"),
  evt("预计下周五上线")),
S("mixed", """A: 你的 meeting notes 要存到哪里？
U: Obsidian vault 里的 'Work/Meetings' folder，按日期命名，like 2026-03-04。""",
  cfg("Obsidian vault 里的 'Work/Meetings' folder"), cfg("按日期命名")),
S("mixed", """U: 我下个月要去 Berlin 出差。
A: 几号出发？
U: 十二号，飞 Lufthansa，住公司订的 hotel in Mitte。""",
  evt("我下个月要去 Berlin 出差"), evt("十二号，飞 Lufthansa"), cfg("住公司订的 hotel in Mitte")),
S("mixed", """A: Should the dashboard refresh every minute?
U: 五分钟一次就够了，每分钟太费 query。""",
  cfg("五分钟一次就够了", x=["每分钟太费 query"])),
S("mixed", """用: 我想学 drums，但是怕邻居投诉。
助: 可以考虑 electronic drum kit，戴耳机练。
用: 好主意，先 rent 一个试试，三个月后再决定买不买。""",
  dec("先 rent 一个试试")),
S("mixed", """用: 帮我记一下，公司的 family day 在 Q3。
助: 具体日期定了吗？
用: 还没，HR 说 August 的某个周末，地点 TBD。""",
  evt("family day 在 Q3")),
S("mixed", """U: Kafka consumer 的 max.poll.records 我们设的多少？
A: 你上次说是 500。
U: 对，但 payments 那个 group 单独调成 100 了，处理太慢会 rebalance。""",
  cfg("payments 那个 group 单独调成 100 了")),
S("mixed", """用: 你觉得我该不该换工作？
助: 要看你最看重什么，salary、growth 还是 work-life balance？
用: 说不好，我再想想。"""),
S("mixed", """U: 我们的新 mobile app 叫 Maple，owner 是 Lisa，目标是 Q2 所有新页面都用上。
A: Nice, any naming rules for screens?
U: PascalCase，前缀都不要加。""",
  proj("新 mobile app 叫 Maple"), gen("owner 是 Lisa"), evt("目标是 Q2 所有新页面都用上"),
  cfg("PascalCase，前缀都不要加")),
S("mixed", """用: 爸爸下周做 knee replacement，右腿。
助: 需要人陪吗？
用: 需要，我请了周三一天假陪他去。""",
  evt("爸爸下周做 knee replacement，右腿"), evt("我请了周三一天假陪他去")),
]
