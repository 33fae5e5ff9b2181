"""More: pasted notes as consecutive lines, corrections mid-sentence, quoted messages, life admin."""
from b18_common import S, dec, pref, cfg, evt, gen, disc, idea, proj

DATA = [
S("en", """
U: Notes from today's sync, for the record:
U: - billing service freezes on the 1st of each month for invoicing, no deploys that day
U: - Hannah owns the tax module from now on
U: - someone floated GraphQL again, nobody bit
""", disc("billing service freezes on the 1st of each month for invoicing, no deploys that day"), gen("Hannah owns the tax module from now on", x=["someone floated GraphQL again, nobody bit"])),
S("en", """
U: The meeting's at 2 — sorry, 2:30 — in the big room upstairs.
""", evt("2:30 — in the big room upstairs", x=["The meeting's at 2"])),
S("en", """
U: Forwarding what the landlord wrote: "The boiler engineer will attend Friday 10am, please ensure access." So I'm home Friday morning.
""", evt("The boiler engineer will attend Friday 10am"), evt("So I'm home Friday morning")),
S("en", """
U: My son's football moved from Saturday mornings to Sunday at 10 because the pitch got resurfaced. Kit is navy now, not red.
""", evt("My son's football moved from Saturday mornings to Sunday at 10"), gen("Kit is navy now, not red")),
S("en", """
U: I'm vegan except for honey — long story, I keep bees at my aunt's. Anyway: vegan recipes, honey allowed.
""", gen("I'm vegan except for honey"), pref("vegan recipes, honey allowed")),
S("en", """
U: Our incident channel naming is inc-YYYYMMDD-shortname. Postmortems within five working days, blameless, in the wiki.
""", disc("Our incident channel naming is inc-YYYYMMDD-shortname"), disc("Postmortems within five working days, blameless, in the wiki")),
S("en", """
A: Shall I keep using "Dear Sir/Madam" in your letters?
U: God no. "Hello" is fine, or the person's first name if I give it.
""", pref("\"Hello\" is fine, or the person's first name if I give it", x=["Shall I keep using \"Dear Sir/Madam\" in your letters?"])),
S("en", """
U: I was going to say we use Jenkins, but no — that's the old place. Here it's Buildkite, agents on our own EC2.
""", cfg("Here it's Buildkite, agents on our own EC2", x=["I was going to say we use Jenkins"])),
S("en", """
U: The lake house wifi password is on the back of the router. I'll never remember it, so don't ask me.
"""),
S("en", """
U: Jen from accounts says we should all switch to Firefox. Meh.
"""),
S("zh", """
用: 会议纪要我贴一下：
用: 一、登录页改版下周三提测；
用: 二、老版本接口保留到六月底；
用: 三、有人提了要不要上小程序，没结论。
""", evt("登录页改版下周三提测", x=["有人提了要不要上小程序，没结论"]), cfg("老版本接口保留到六月底")),
S("zh", """
用: 我们约的是周五晚上七点——哦不对，七点半，在万象城那家海底捞。
""", evt("七点半，在万象城那家海底捞", x=["我们约的是周五晚上七点"])),
S("zh", """
用: 物业通知：“本周六上午九点至十二点停水。”那天洗衣服得提前。
""", evt("本周六上午九点至十二点停水")),
S("zh", """
用: 女儿的舞蹈课从周三挪到周五了，老师换成了刘老师，还是在少年宫。
""", evt("女儿的舞蹈课从周三挪到周五了"), evt("老师换成了刘老师，还是在少年宫")),
S("zh", """
用: 我本来想说我们用的是 Oracle，不对，那是上家公司，这里是 PostgreSQL 14。
""", cfg("这里是 PostgreSQL 14", x=["我本来想说我们用的是 Oracle"])),
S("zh", """
用: 线上事故复盘三天内写完，不追责，只找原因，放到知识库“事故”目录。
""", disc("线上事故复盘三天内写完，不追责"), disc("放到知识库“事故”目录")),
S("zh", """
用: 隔壁组在用 Rust 重写网关，我们组不掺和。
""", dec("我们组不掺和")),
S("zh", """
用: 我姐说要给我介绍对象，算了吧，先忙完这阵。
"""),
S("zh", """
用: 我们家水电燃气都绑的是我爱人的支付宝，缴费提醒发给她就行。
""", gen("我们家水电燃气都绑的是我爱人的支付宝"), pref("缴费提醒发给她就行")),
S("mixed", """
用户: Stand-up 说了三件事：
用户: 1. release branch 周三 cut；
用户: 2. hotfix 走 cherry-pick，不要直接 commit 到 release；
用户: 3. 有人说想试 trunk-based，下次再聊。
""", evt("release branch 周三 cut", x=["有人说想试 trunk-based，下次再聊"]), disc("hotfix 走 cherry-pick，不要直接 commit 到 release")),
S("mixed", """
User: 我们的 Slack workspace 叫 acme-eng，on-call 的 channel 是 #oncall-prod，别 @here。
""", cfg("我们的 Slack workspace 叫 acme-eng"), cfg("on-call 的 channel 是 #oncall-prod"), pref("别 @here")),
S("mixed", """
用户: 面试官问我 expected salary，我说了 45k，他们 counter 到 42k，我接受了。
""", evt("他们 counter 到 42k，我接受了", x=["我说了 45k"])),
S("mixed", """
User: 小孩 sleep training 第三天了，晚上八点睡，早上六点半醒，nap 一次。
""", gen("晚上八点睡，早上六点半醒，nap 一次")),
S("mixed", """
用户: 我用的 keyboard layout 是 Dvorak，给我 shortcut 的时候别按位置说。
""", gen("我用的 keyboard layout 是 Dvorak"), pref("给我 shortcut 的时候别按位置说")),
S("mixed", """
User: 今天 standup 太长了，四十分钟，大家都快睡着了 lol。
"""),
]
