"""Code-switched."""
from b18_common import S, dec, pref, cfg, evt, gen, disc, idea, proj

DATA = [
S("mixed", """
U: 我们的 monorepo 用 Nx 管，build cache 放在自建的 remote cache 上，别推荐 Nx Cloud。
""", cfg("我们的 monorepo 用 Nx 管"), cfg("build cache 放在自建的 remote cache 上"), pref("别推荐 Nx Cloud")),
S("mixed", """
用: Grafana 现在在 ops-box 的 3300，3000 那个端口让给 Metabase 了。
""", cfg("Grafana 现在在 ops-box 的 3300"), cfg("3000 那个端口让给 Metabase 了")),
S("mixed", """
U: 这个 sprint 的 goal 就一个：把 checkout 页的 conversion 拉回 3%。别的都往后放。
""", proj("这个 sprint 的 goal 就一个：把 checkout 页的 conversion 拉回 3%"), disc("别的都往后放")),
S("mixed", """
用: 我们 team 的 daily standup 改成 async 了，每天十点前在 thread 里写三行。
""", evt("我们 team 的 daily standup 改成 async 了"), disc("每天十点前在 thread 里写三行")),
S("mixed", """
U: Code review 的时候 comment 用英文写，因为 reviewer 里有两个 Berlin 的同事。
""", disc("Code review 的时候 comment 用英文写"), gen("reviewer 里有两个 Berlin 的同事")),
S("mixed", """
用: 那个 bug 是 timezone 的问题，server 是 UTC，前端按 Asia/Shanghai 显示，已经 fix 了。
""", cfg("server 是 UTC，前端按 Asia/Shanghai 显示"), evt("已经 fix 了")),
S("mixed", """
U: 我 prefer 你给 code 的时候 comment 用中文，变量名还是 English。
""", pref("我 prefer 你给 code 的时候 comment 用中文"), pref("变量名还是 English")),
S("mixed", """
用: Offer 收到了，base 在新加坡，start date 是三月四号。现在的公司 notice period 一个月。
""", evt("Offer 收到了，base 在新加坡，start date 是三月四号"), gen("现在的公司 notice period 一个月")),
S("mixed", """
U: 周末 hiking 去了莫干山？没有没有，是去的天目山，路线是 west peak 那条。
""", evt("是去的天目山，路线是 west peak 那条", x=["周末 hiking 去了莫干山？"])),
S("mixed", """
用: 这个 feature 的 owner 是 Kevin，design review 约在下周一下午，meeting room 叫 Everest。
""", gen("这个 feature 的 owner 是 Kevin"), evt("design review 约在下周一下午，meeting room 叫 Everest")),
S("mixed", """
U: 随便问下，Rust 的 borrow checker 到底在 check 什么？纯 curiosity，我们没打算用 Rust。
""", ),
S("mixed", """
用: 我家 wifi 的 SSID 是 Lin-Home-5G，guest network 叫 Lin-Guest，密码每个月换。
""", cfg("我家 wifi 的 SSID 是 Lin-Home-5G"), cfg("guest network 叫 Lin-Guest，密码每个月换")),
S("mixed", """
U: 我们的 API versioning 走 URL path，/v1、/v2 这样，不用 header。
""", cfg("我们的 API versioning 走 URL path")),
S("mixed", """
用: 女儿的 piano recital 在 6 月 8 号晚上，school hall，她弹的是 Für Elise。
""", evt("女儿的 piano recital 在 6 月 8 号晚上，school hall")),
S("mixed", """
U: 我 gluten 不耐受，但不是 coeliac 那种严重的，一点点没事。
""", gen("我 gluten 不耐受，但不是 coeliac 那种严重的")),
S("mixed", """
用: Dashboard 上的图表别用 pie chart，老板看不懂，用 bar 就好。
""", pref("Dashboard 上的图表别用 pie chart"), pref("用 bar 就好")),
S("mixed", """
U: 今天 debug 了一下午，最后发现是 typo，哭了。
""", ),
S("mixed", """
用: Staging 的 Kafka broker 是 kafka-stg-1:9092，topic 命名规则是 domain.entity.event，比如 order.payment.succeeded。
""", cfg("Staging 的 Kafka broker 是 kafka-stg-1:9092"), disc("topic 命名规则是 domain.entity.event")),
S("mixed", """
U: 我们不用 Jira 了，迁到 Linear，old tickets 只读保留到年底。
""", dec("迁到 Linear", x=["我们不用 Jira 了"]), cfg("old tickets 只读保留到年底")),
S("mixed", """
用: 我每周三 work from home，其他时间在 office，office 在漕河泾。
""", gen("我每周三 work from home"), gen("office 在漕河泾")),
S("mixed", """
U: 你帮我 brainstorm 一下 team outing 去哪，不用记，就是随便想想。
""", ),
S("mixed", """
用: 我们 release note 用 Keep a Changelog 的 format，每个 PR 必须带一行 changelog。
""", cfg("我们 release note 用 Keep a Changelog 的 format"), disc("每个 PR 必须带一行 changelog")),
S("mixed", """
U: 上次你说 connection timeout 设 30s，我们实际设的是 5s，retry 三次。
""", cfg("我们实际设的是 5s，retry 三次", x=["上次你说 connection timeout 设 30s"])),
S("mixed", """
用: 孩子的 IB 课程选了 HL Math 和 HL Physics，SL 选的 Chinese 和 Economics，advisor 也签字了。
""", gen("孩子的 IB 课程选了 HL Math 和 HL Physics"), gen("SL 选的 Chinese 和 Economics")),
S("mixed", """
U: Landlord 说房租明年涨 5%，我们 negotiate 到了 3%，合同续两年。
""", evt("我们 negotiate 到了 3%，合同续两年", x=["Landlord 说房租明年涨 5%"])),
S("mixed", """
用: 以后 summary 放最前面，details 放后面，我一般只看 summary。
""", pref("以后 summary 放最前面，details 放后面")),
S("mixed", """
U: 我们 frontend 的 state management 用 Zustand，Redux 那套太重，新代码别用。
""", dec("我们 frontend 的 state management 用 Zustand"), pref("Redux 那套太重，新代码别用")),
S("mixed", """
用: 下周 Tokyo 出差，hotel 订在 Shinagawa，flight 是 NH920，周日晚上回。
""", evt("下周 Tokyo 出差，hotel 订在 Shinagawa"), evt("flight 是 NH920"), evt("周日晚上回")),
S("mixed", """
U: Secrets 放在 Vault 里，path 是 kv/prod/payments，app 用 AppRole 登录。
""", cfg("Secrets 放在 Vault 里，path 是 kv/prod/payments"), cfg("app 用 AppRole 登录")),
S("mixed", """
用: 这个 quarter 的 OKR 我负责 O2：减少 p99 latency 到 200ms 以下。
""", proj("这个 quarter 的 OKR 我负责 O2：减少 p99 latency 到 200ms 以下")),
S("mixed", """
U: Mock data 里的名字用“张三、李四”就行，phone 随便写个 138 开头的。
""", ),
S("mixed", """
用: 我 lactose intolerant？不是我，是我老婆。我没问题，她不能喝 milk。
""", gen("是我老婆", "她不能喝 milk", x=["我 lactose intolerant？"])),
S("mixed", """
U: 健身房 membership 退了，改成在家跟 YouTube 练，周一三五晚上。
""", evt("健身房 membership 退了，改成在家跟 YouTube 练"), gen("周一三五晚上")),
S("mixed", """
用: 我们 CI 跑在 self-hosted runner 上，label 是 linux-x64-large，别写 ubuntu-latest。
""", cfg("我们 CI 跑在 self-hosted runner 上，label 是 linux-x64-large"), pref("别写 ubuntu-latest")),
S("mixed", """
U: PR title 用 conventional commits，feat/fix/chore 开头，squash merge。
""", disc("PR title 用 conventional commits"), cfg("squash merge")),
S("mixed", """
用: 我那个 side project 叫 Pebble，一个 habit tracker，用 Expo 写的，下个月想上 App Store。
""", proj("我那个 side project 叫 Pebble，一个 habit tracker，用 Expo 写的"), evt("下个月想上 App Store")),
S("mixed", """
U: Interview 的 take-home 题我们改成 pair programming 了，一个小时，candidate 可以用自己的 IDE。
""", evt("Interview 的 take-home 题我们改成 pair programming 了"), disc("一个小时，candidate 可以用自己的 IDE")),
S("mixed", """
用: 老板说 cloud cost 要砍 20%，我们先把 dev 环境晚上 auto shutdown。
""", proj("cloud cost 要砍 20%"), dec("我们先把 dev 环境晚上 auto shutdown")),
S("mixed", """
U: 今天 weather 好好，午饭吃了 ramen，开心。
""", ),
S("mixed", """
用: 我奶奶下个月八十大寿，party 在老家办，我要请三天 annual leave。
""", evt("我奶奶下个月八十大寿，party 在老家办"), evt("我要请三天 annual leave")),
S("mixed", """
U: Logging 用 structured JSON，level 默认 info，别打印 request body，里面有身份证号。
""", cfg("Logging 用 structured JSON，level 默认 info"), disc("别打印 request body，里面有身份证号")),
S("mixed", """
用: 你刚才那个 SQL 跑出来是对的，thanks，我直接用了。
""", ),
]
