"""Extra: decisions without 'decide', changes of mind, conditions, a fourth issue-22 shape."""
from b18_common import S, dec, pref, cfg, evt, gen, disc, idea, proj

DATA = [
S("en", """
U: Honestly, after the bake-off between Playwright and Cypress there wasn't much of a contest. Playwright, across all three repos.
""", dec("Playwright, across all three repos")),
S("en", """
U: We're not touching the ORM this year. Prisma's pain points are known, and known pain beats unknown pain.
""", dec("We're not touching the ORM this year")),
S("en", """
U: Procurement signed off on the Framework laptops for the new hires. MacBooks only for the iOS people.
""", dec("Procurement signed off on the Framework laptops for the new hires"), disc("MacBooks only for the iOS people")),
S("en", """
U: The vote in the residents' association went 31 to 9 — the car park gets barriers, installed in spring.
""", evt("the car park gets barriers, installed in spring")),
S("en", """
U: OK so I slept on it and the answer is Edinburgh, not Glasgow. Closer to my sister, and the job's hybrid anyway.
""", dec("the answer is Edinburgh, not Glasgow")),
S("en", """
U: Search results page: 20 per page by default, max 100 if the client asks. Beyond 10,000 results we stop counting and say "10,000+".
""", cfg("20 per page by default, max 100 if the client asks"), cfg("Beyond 10,000 results we stop counting")),
S("en", """
U: The webhook retries five times with exponential backoff, starting at 30 seconds. After that it goes to the dead-letter table and someone gets an email.
""", cfg("The webhook retries five times with exponential backoff, starting at 30 seconds"), cfg("After that it goes to the dead-letter table and someone gets an email")),
S("en", """
A: I'd suggest a monthly subscription for the gym.
U: Went with the ten-visit card instead, my shifts are all over the place.
""", evt("Went with the ten-visit card instead, my shifts are all over the place", x=["I'd suggest a monthly subscription for the gym."])),
S("en", """
U: Don't bother with the Spanish translations any more — the client pulled out of Spain.
""", dec("Don't bother with the Spanish translations any more"), gen("the client pulled out of Spain")),
S("en", """
U: Right, Kubernetes is off the table until we have more than one ops person. Compose on two VMs for now.
""", dec("Kubernetes is off the table until we have more than one ops person"), dec("Compose on two VMs for now")),
S("zh", """
用: 讨论了一下午，最后还是用 MongoDB 存日志明细，PostgreSQL 只放汇总。
""", dec("最后还是用 MongoDB 存日志明细"), cfg("PostgreSQL 只放汇总")),
S("zh", """
用: 那个埋点 SDK 不自研了，直接买神策的，销售说两周能接完。
""", dec("那个埋点 SDK 不自研了，直接买神策的", x=["销售说两周能接完"])),
S("zh", """
用: 房子的事我跟我老婆商量好了，不买了，继续租，租到孩子上初中再看。
""", dec("不买了，继续租"), idea("租到孩子上初中再看")),
S("zh", """
用: 会员系统的积分一年清零一次，每年 12 月 31 号。积分不能转让。
""", cfg("会员系统的积分一年清零一次，每年 12 月 31 号"), cfg("积分不能转让")),
S("zh", """
用: 接口超过 500 毫秒的要打慢日志，超过 3 秒直接熔断。
""", cfg("接口超过 500 毫秒的要打慢日志"), cfg("超过 3 秒直接熔断")),
S("zh", """
助: 建议你们用 Jenkins 做流水线。
用: 我们上个月已经全换成云效了，Jenkins 只剩一台跑老项目。
""", evt("我们上个月已经全换成云效了", x=["建议你们用 Jenkins 做流水线。"]), gen("Jenkins 只剩一台跑老项目")),
S("zh", """
用: 行吧，听你的，这次旅游去云南不去海南了。
""", dec("这次旅游去云南不去海南了")),
S("zh", """
用: 年夜饭在我爸妈家吃，初二去丈母娘家，初四回杭州。
""", evt("年夜饭在我爸妈家吃"), evt("初二去丈母娘家"), evt("初四回杭州")),
S("zh", """
用: 我们家孩子不上奥数了，周末留一天给他玩。
""", dec("我们家孩子不上奥数了"), pref("周末留一天给他玩")),
S("mixed", """
用户: Design system 以后就用 shadcn/ui，Ant Design 那套慢慢下线。
""", dec("Design system 以后就用 shadcn/ui"), proj("Ant Design 那套慢慢下线")),
S("mixed", """
用户: 我们 data team 的 meeting 固定在周四 2pm，大家 calendar 里都有。
""", evt("我们 data team 的 meeting 固定在周四 2pm")),
S("mixed", """
User: 老板 approve 了，下季度招两个 backend，一个 SRE。
""", evt("老板 approve 了，下季度招两个 backend，一个 SRE")),
S("mixed", """
User: Budget 卡得紧，所以 observability 就自己搭 Prometheus，不买 SaaS 了。
""", dec("observability 就自己搭 Prometheus，不买 SaaS 了")),
# fourth issue-22 shape (mixed, Chinese labels): decision via "the other one was unusable",
# port in a connection string, preferences as "the way X does it", a Chinese decision relayed from a meeting,
# go-live as "after the audit".
S("mixed", """
用户: 向量库那块 Qdrant 留下了，Milvus 在我们的 ARM 机器上根本跑不起来。
助手: 明白。连接方式呢？
用户: 代码里是 QdrantClient(url="http://vec-01:6334")，走 gRPC。
用户: 你写的 code review 意见，学 Linus 那样直接说哪里错就行，不用先夸。
用户: 然后 example 放在解释前面，我先看代码再看字。
用户: 周会上产品那边也同意了：搜索结果不做个性化，先按时间排。
用户: 审计一结束就上，应该是月底。
""", dec("向量库那块 Qdrant 留下了", x=["Milvus 在我们的 ARM 机器上根本跑不起来"]),
     cfg("QdrantClient(url=\"http://vec-01:6334\")，走 gRPC"),
     pref("直接说哪里错就行，不用先夸"),
     pref("example 放在解释前面"),
     dec("搜索结果不做个性化，先按时间排"),
     evt("审计一结束就上，应该是月底")),
S("en", """
U: Just thinking out loud: would a four-day week work for the whole team? Not proposing it, just wondering.
"""),
S("zh", """
用: 你说人为什么会做梦？
"""),
S("mixed", """
用户: 这段 Python code 为什么报 IndentationError？我贴给你看。
"""),
S("en", """
U: My brother-in-law is a pilot for easyJet, he flies out of Gatwick. He's moving to Ryanair next year, apparently.
"""),
S("en", """
U: The office plant died again. Third one this year. We're cursed.
"""),
]
