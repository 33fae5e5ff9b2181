#!/usr/bin/env python3
"""Blind digest evaluation set #2 (hand-written, held out). Stdlib only, deterministic."""
import json, os, sys

LABELS = {"en": ("User: ", "Assistant: "), "mixed": ("User: ", "Assistant: "), "zh": ("用户: ", "助手: ")}
CATS = {"decision", "preference", "config", "project", "event", "idea", "discussion", "general"}
DATA = []


def S(lang, turns, *items, labels=None):
    """turns: lines starting with 'U:' or 'A:'; items: (category, must, must_not)."""
    u, a = labels or LABELS[lang]
    out = []
    for t in turns.strip("\n").split("\n"):
        t = t.strip()
        if t.startswith("U:"):
            out.append(u + t[2:].strip())
        elif t.startswith("A:"):
            out.append(a + t[2:].strip())
        elif t.startswith(("用户: ", "助手: ")):
            out.append(t)
        else:
            raise ValueError("bad turn: %r" % t)
    DATA.append({"lang": lang, "text": "\n".join(out) + "\n",
                 "items": [{"category": c, "must": list(m), "must_not": list(n)} for c, m, n in items]})


ZH_MIX = ("用户: ", "助手: ")

# ---------------------------------------------------------------- zh
S("zh", """
U: 数据库用 PostgreSQL，缓存用 Redis，别再提 MongoDB 了
A: 好的，我记下了。
""", ("decision", ["数据库用 PostgreSQL"], ["Redis", "MongoDB"]),
     ("decision", ["缓存用 Redis"], ["PostgreSQL", "MongoDB"]))
S("zh", """
U: 端口改成 8080，日志级别调成 debug
A: 已修改 config.yaml。
""", ("config", ["端口改成 8080"], ["debug"]), ("config", ["日志级别调成 debug"], ["8080"]))
S("zh", """
A: 重试次数你想设多少？默认是 3。
U: 5 吧，超时给 30 秒
""", ("config", ["5"], ["30 秒"]), ("config", ["超时给 30 秒"], []))
S("zh", """
A: 我建议把定时任务从 crontab 迁到 Celery beat，这样能统一监控。
U: 行，就这么办
""", ("decision", ["Celery beat"], []))
S("zh", """
U: 以后写代码注释都用中文，变量名还是英文，这个别搞混
A: 明白。
""", ("preference", ["注释都用中文"], ["变量名还是英文"]), ("preference", ["变量名还是英文"], ["注释都用中文"]))
S("zh", """
U: 你觉得用 Kafka 还是 RabbitMQ 好一点？
A: 看吞吐量需求，如果每秒上万条消息，Kafka 更合适；否则 RabbitMQ 运维简单。
U: 嗯我再想想
""")
S("zh", """
U: 今天天气真好，适合摸鱼哈哈
A: 哈哈，那就适当休息一下。
""")
S("zh", """
U: 我们这个项目叫“青鸟”，是给中小商户做的进销存系统，后端 Go，前端 Vue3
A: 了解，需要我先看一下目录结构吗？
""", ("project", ["青鸟", "进销存系统"], []), ("project", ["后端 Go"], []), ("project", ["前端 Vue3"], []))
S("zh", """
U: 上周五（3月14号）线上订单服务挂了两个小时，原因是连接池被打满
A: 要不要加个连接池监控告警？
""", ("event", ["3月14号", "连接池被打满"], ["监控告警"]))
S("zh", """
U: 部署用 Docker Compose，k8s 先不上，太重了
A: 好。
""", ("decision", ["部署用 Docker Compose"], []), ("decision", ["k8s 先不上"], ["Docker Compose"]))
S("zh", """
U: 把 max_connections 设成 200，如果压测还是报错就回滚到 100
A: 好，我先改成 200。
""", ("config", ["max_connections 设成 200"], []), ("decision", ["回滚到 100"], []))
S("zh", """
U: 测试框架用 pytest，不要 unittest，因为 fixture 写起来方便多了
A: 好的。
""", ("preference", ["测试框架用 pytest", "fixture 写起来方便多了"], []))
S("zh", """
U: 帮我把这段代码格式化一下
A: 已用 black 格式化。
""")
S("zh", """
U: 分支命名统一用 feature/xxx，然后提交信息用英文写，另外 PR 至少要一个人 review
A: 收到。
""", ("preference", ["feature/xxx"], ["英文写", "review"]),
     ("preference", ["提交信息用英文写"], ["feature/xxx", "review"]),
     ("decision", ["PR 至少要一个人 review"], ["feature/xxx"]))
S("zh", """
A: 会话过期时间设多久合适？
U: 两小时。哦不对，改成 30 分钟吧，安全组那边有要求
""", ("config", ["30 分钟"], ["两小时"]))
S("zh", """
U: 如果以后用户量上来了，我们是不是得考虑分库分表？
A: 是的，到时候可以按用户 ID 分片。
""")
S("zh", """
U: 我有个想法：搜索框加个拼音首字母联想，用户输 "bj" 就出来北京
A: 这个不错，可以用 pypinyin 预处理。
""", ("idea", ["拼音首字母联想"], []))
S("zh", """
U: 前端打包工具换成 Vite，webpack 太慢了；顺便说一句，昨天那个 bug 我已经修了
A: 好。
""", ("decision", ["前端打包工具换成 Vite"], ["昨天那个 bug"]))
S("zh", """
U: 图片存阿里云 OSS，视频先放本地磁盘，等预算批下来再说
A: 了解。
""", ("decision", ["图片存阿里云 OSS"], ["视频"]), ("decision", ["视频先放本地磁盘"], ["OSS"]))
S("zh", """
U: 我习惯用 4 个空格缩进，不要 tab
A: 好的。
""", ("preference", ["4 个空格缩进"], []))
S("zh", """
A: 要不要顺便把 Python 升到 3.12？
U: 不用，先保持 3.10，有几个依赖还没适配
""", ("decision", ["先保持 3.10"], ["3.12"]))
S("zh", """
U: 你能解释一下什么是幂等吗
A: 幂等是指同一个操作执行一次和执行多次效果相同……
""")
S("zh", """
U: 接口统一返回 JSON，错误码放 code 字段，信息放 msg 字段
A: 明白，我按这个约定改。
""", ("decision", ["接口统一返回 JSON"], []),
     ("config", ["错误码放 code 字段"], ["msg 字段"]),
     ("config", ["信息放 msg 字段"], ["code 字段"]))
S("zh", """
U: 4月1号要给客户演示，之前必须把报表模块做完
A: 时间有点紧，我列个计划。
""", ("event", ["4月1号要给客户演示"], []), ("decision", ["报表模块做完"], []))
S("zh", """
U: 备份每天凌晨三点跑一次，保留七天；失败了就发钉钉通知我
A: 好的，我写个脚本。
""", ("config", ["每天凌晨三点"], ["钉钉"]), ("config", ["保留七天"], ["钉钉"]), ("config", ["发钉钉通知我"], ["保留七天"]))
S("zh", """
U: 嗯嗯谢谢
A: 不客气！
""")
S("zh", """
U: 我们讨论了一下，最后决定不做小程序了，专心做 H5
A: 好，那我把小程序相关的目录删掉？
U: 先别删，归档就行
""", ("decision", ["专心做 H5"], []), ("decision", ["归档就行"], ["删掉"]))
S("zh", """
U: 我比较喜欢函数式的写法，少用 class，除非真的需要状态
A: 好的。
""", ("preference", ["函数式的写法", "少用 class"], []))
S("zh", """
U: 假如我们把鉴权全部交给网关，服务内部是不是就不用校验 token 了？
A: 一般还是建议内部做一次轻量校验。
""")
S("zh", """
U: Redis 的 key 前缀统一加 qn:，过期时间默认一天
A: 好。
""", ("config", ["key 前缀统一加 qn:"], ["一天"]), ("config", ["过期时间默认一天"], ["qn:"]))
S("zh", """
A: 时区用 UTC 还是北京时间？
U: 数据库里存 UTC，展示的时候转北京时间
""", ("decision", ["数据库里存 UTC"], ["展示"]), ("decision", ["展示的时候转北京时间"], []))
S("zh", """
U: 日志保留 30 天，超过的压缩后扔到冷存储——对了，你刚才那段正则写错了
A: 抱歉，我修一下。
""", ("config", ["日志保留 30 天"], ["正则"]), ("config", ["压缩后扔到冷存储"], ["正则"]))
S("zh", """
U: 小王下周一入职，负责前端，你帮他准备一份项目说明
A: 好的。
""", ("event", ["小王下周一入职"], ["项目说明"]))
S("zh", """
U: ORM 用 SQLAlchemy 2.0，别用 Django ORM，这不是 Django 项目
A: 好。
""", ("decision", ["ORM 用 SQLAlchemy 2.0"], []))
S("zh", """
U: 能不能帮我查一下 requests 最新版本是多少
A: 我这边无法联网，但可以用 pip index versions requests 查。
""")
S("zh", """
U: 限流先按 IP 做，每分钟 60 次，登录接口单独 5 次
A: 收到。
""", ("config", ["每分钟 60 次"], ["5 次"]), ("config", ["登录接口单独 5 次"], ["60 次"]))
S("zh", """
A: 我觉得可以把导出功能改成异步任务，导出完发邮件。你看行吗？
U: 可以
""", ("decision", ["导出功能改成异步任务"], []))
S("zh", """
U: 密码哈希用 argon2，bcrypt 也行但我更倾向 argon2
A: 好，就用 argon2。
""", ("decision", ["密码哈希用 argon2"], ["bcrypt"]))
S("zh", """
U: 这周我有点累，可能效率不高
A: 注意休息。
""")
S("zh", """
U: CI 用 GitHub Actions，每次推送跑单测，合并到 main 再跑集成测试
A: 好的，我来写 workflow。
""", ("decision", ["CI 用 GitHub Actions"], []), ("config", ["每次推送跑单测"], ["集成测试"]), ("config", ["合并到 main 再跑集成测试"], ["单测"]))
S("zh", """
U: 回复我的时候简短一点，别每次都列一大堆要点
A: 好的。
""", ("preference", ["回复我的时候简短一点"], []))
S("zh", """
U: 5月20号晚上十点停机维护，大概一个小时，然后顺便升级 MySQL 到 8.0
A: 我准备一下回滚预案。
""", ("event", ["5月20号晚上十点停机维护"], ["MySQL"]), ("decision", ["升级 MySQL 到 8.0"], ["停机"]))
S("zh", """
U: 要不我们试试 Rust 重写那个解析模块？算了，团队没人会，还是 Python
A: 好，那继续用 Python 优化。
""", ("decision", ["还是 Python"], ["Rust"]))
S("zh", """
U: 文件上传大小限制 20M，只允许 jpg、png、pdf
A: 已加校验。
""", ("config", ["大小限制 20M"], ["pdf"]), ("config", ["只允许 jpg、png、pdf"], ["20M"]))
S("zh", """
U: 这个项目的目标就是把人工对账从两天缩短到两小时
A: 明白目标了。
""", ("project", ["人工对账从两天缩短到两小时"], []))
S("zh", """
U: 你先别改代码，先给我讲讲思路
A: 好的，思路是这样……
""")
S("zh", """
A: 分页默认每页多少条？
U: 20 条，最大不超过 100
""", ("config", ["20 条"], ["100"]), ("config", ["最大不超过 100"], ["20 条"]))
S("zh", """
U: 我们和产品讨论了半天登录方式，结论是先只做手机号验证码，微信登录放到二期
A: 好，那我先不接微信 SDK。
""", ("discussion", ["先只做手机号验证码"], ["二期"]), ("decision", ["微信登录放到二期"], []))
S("zh", """
U: 监控用 Prometheus 加 Grafana，告警走企业微信，别用邮件，没人看邮件
A: 好。
""", ("decision", ["Prometheus 加 Grafana"], ["企业微信"]), ("decision", ["告警走企业微信"], ["Grafana"]))
S("zh", """
U: 昨天发布的 v2.3.0 有个严重 bug，已经回滚到 v2.2.5 了
A: 需要我帮忙定位吗？
""", ("event", ["v2.3.0", "回滚到 v2.2.5"], []))
S("zh", """
U: 嗯……我想想要不要用 GraphQL
A: 可以列一下优缺点。
U: 先不急，下次再说
""")
S("zh", """
U: 我不喜欢在代码里写魔法数字，全都抽成常量放到 constants.py
A: 好的。
""", ("preference", ["抽成常量放到 constants.py"], []))
S("zh", """
U: 环境分三套：dev、staging、prod，staging 的数据每周日从 prod 脱敏同步一次
A: 了解。
""", ("config", ["dev、staging、prod"], ["每周日"]), ("config", ["每周日从 prod 脱敏同步一次"], []))
S("zh", """
U: 把默认语言设成简体中文，英文作为备选；另外帮我看看这个报错是啥
A: 已设置。报错是因为……
""", ("config", ["默认语言设成简体中文"], ["报错"]), ("config", ["英文作为备选"], ["报错"]))
S("zh", """
A: 我们可以用乐观锁，也可以用分布式锁，你倾向哪个？
U: 乐观锁，分布式锁太复杂了
""", ("decision", ["乐观锁"], []))
S("zh", """
U: 如果明天还是连不上那台服务器，我们就换供应商吧
A: 好的，我先整理一下备选。
""")
S("zh", """
U: 给订单表加个索引，字段是 user_id 和 created_at，联合索引
A: 已添加迁移脚本。
""", ("decision", ["user_id 和 created_at", "联合索引"], []))
S("zh", """
U: 周报每周五下午发给我，格式用 Markdown 就行
A: 好的。
""", ("preference", ["每周五下午发给我"], ["Markdown"]), ("preference", ["格式用 Markdown"], ["周五"]))
S("zh", """
U: 你好
A: 你好，有什么可以帮你？
U: 没事，就试试你在不在
""")
S("zh", """
U: 想到一个点子：把常见报错做成知识库，机器人自动回复客服工单
A: 挺好，可以先从 Top 20 报错开始。
U: 对，先这么弄
""", ("idea", ["常见报错做成知识库"], []), ("decision", ["Top 20 报错"], []))
S("zh", """
U: 线程池大小设 16，队列长度 1000，满了直接拒绝别阻塞
A: 好。
""", ("config", ["线程池大小设 16"], ["1000"]), ("config", ["队列长度 1000"], ["16"]), ("config", ["满了直接拒绝别阻塞"], []))
S("zh", """
U: 其实我觉得 README 写得太长了，没人会看完
A: 要不要精简成快速上手 + 链接？
U: 嗯，你改吧
""", ("decision", ["快速上手 + 链接"], []))
S("zh", """
U: 依赖管理用 poetry，不用 pipenv，锁文件要提交到仓库
A: 好。
""", ("decision", ["依赖管理用 poetry"], ["pipenv"]), ("decision", ["锁文件要提交到仓库"], ["pipenv"]))
S("zh", """
U: 我们团队五个人，两个后端，两个前端，一个测试，我是技术负责人
A: 了解。
""", ("project", ["两个后端，两个前端，一个测试"], []), ("general", ["我是技术负责人"], []))
S("zh", """
U: 这个函数能不能再快一点？
A: 可以把循环改成向量化操作。
""")
S("zh", """
U: 短信服务商用腾讯云，阿里云的价格贵了一倍，不考虑
A: 好的。
""", ("decision", ["短信服务商用腾讯云"], ["阿里云的价格贵了一倍"]))
S("zh", """
U: 缓存命中率低于 80% 就报警，然后 P99 延迟超过 500ms 也报
A: 已配置告警规则。
""", ("config", ["缓存命中率低于 80% 就报警"], ["500ms"]), ("config", ["P99 延迟超过 500ms"], ["80%"]))
S("zh", """
U: 我记得我们之前讨论过用 gRPC 做内部通信，对外还是 REST
A: 对，上次是这么定的。
""", ("decision", ["gRPC 做内部通信"], ["REST"]), ("decision", ["对外还是 REST"], ["gRPC"]))
S("zh", """
U: 哦对，3 月底合同到期，记得提醒我续费服务器
A: 好的，我记下了。
""", ("event", ["3 月底合同到期"], []))
S("zh", """
A: 要不要我把测试覆盖率门槛设到 90%？
U: 太高了，80 就够，别卡太死
""", ("config", ["80 就够"], ["90%"]))
S("zh", """
U: 你说要是把所有配置都放 etcd 里会不会更好管理？
A: 有好处也有运维成本，看规模。
U: 嗯，目前规模用不着
""")
S("zh", """
U: 代码评审的时候别老挑命名，重点看逻辑和边界条件
A: 好的，我会关注这些。
""", ("preference", ["重点看逻辑和边界条件"], []))
S("zh", """
U: 以后所有金额都用分存整数，别用浮点；汇率那块等财务给规则再说
A: 明白。
""", ("decision", ["金额都用分存整数"], ["汇率"]))

# ---------------------------------------------------------------- en
S("en", """
U: Use Postgres for the orders service, analytics goes to ClickHouse.
A: Got it, I'll set up both connections.
""", ("decision", ["Postgres", "orders service"], ["ClickHouse"]), ("decision", ["analytics goes to ClickHouse"], ["Postgres"]))
S("en", """
A: What batch size do you want for the import job?
U: 500. oh and run it nightly
""", ("config", ["500"], ["nightly"]), ("config", ["run it nightly"], []))
S("en", """
U: set the timeout to 20s. actually make it 25
A: Updated to 25 seconds.
""", ("config", ["make it 25"], ["20s"]))
S("en", """
A: I'd suggest we switch the HTTP client from requests to httpx so we get async support. Want me to do that?
U: sure
""", ("decision", ["httpx"], []))
S("en", """
U: I prefer tabs over spaces in the Makefile obviously, but everywhere else 2-space indent for YAML
A: Noted.
""", ("preference", ["2-space indent for YAML"], ["Makefile"]))
S("en", """
U: what's the difference between a process and a thread again?
A: A process has its own memory space; threads share memory within a process.
""")
S("en", """
U: lol this build takes forever
A: Yeah, about 6 minutes. Want me to look at caching?
U: nah not now
""")
S("en", """
U: We're building Lumen, a self-hosted photo library for families. Backend is FastAPI, storage is S3-compatible.
A: Sounds great. Where should I start?
""", ("project", ["Lumen", "self-hosted photo library"], []), ("project", ["Backend is FastAPI"], ["S3-compatible"]), ("project", ["storage is S3-compatible"], ["FastAPI"]))
S("en", """
U: The staging db got wiped on March 3rd by a bad migration, we restored from the 2am snapshot.
A: Ouch. Should I add a migration dry-run step?
""", ("event", ["March 3rd", "bad migration"], ["dry-run"]), ("event", ["restored from the 2am snapshot"], []))
S("en", """
U: Let's go with JWT for auth, not sessions — we need it stateless for the mobile app.
A: OK.
""", ("decision", ["JWT for auth", "stateless for the mobile app"], []))
S("en", """
U: log level INFO in prod, DEBUG locally; and set the rotation to 100MB
A: Done.
""", ("config", ["INFO in prod"], ["100MB"]), ("config", ["DEBUG locally"], ["100MB"]), ("config", ["rotation to 100MB"], ["DEBUG"]))
S("en", """
U: can you rename this variable to something clearer
A: Renamed `x` to `retry_count`.
""")
S("en", """
U: I like small focused commits, one logical change each, and please don't squash my history when merging
A: Understood.
""", ("preference", ["small focused commits"], ["squash"]), ("preference", ["don't squash my history"], []))
S("en", """
A: Do you want the cache TTL at 5 minutes or 1 hour?
U: 1 hour for product pages, 5 min for the cart
""", ("config", ["1 hour for product pages"], ["cart"]), ("config", ["5 min for the cart"], ["product pages"]))
S("en", """
U: If we ever go multi-region, would CockroachDB make sense?
A: It could, though it adds latency on writes.
""")
S("en", """
U: Idea: we could generate the API client from the OpenAPI spec instead of hand-writing it
A: Good idea, openapi-generator can do that.
""", ("idea", ["generate the API client from the OpenAPI spec"], []))
S("en", """
U: we moved the repo to GitLab last week btw, the GitHub one is read-only now
A: I'll update the remote URLs.
""", ("event", ["moved the repo to GitLab"], []), ("general", ["GitHub one is read-only"], []))
S("en", """
U: Retries: 3 attempts with exponential backoff, starting at 200ms. If it still fails, push the job to the dead-letter queue.
A: Implementing now.
""", ("config", ["3 attempts with exponential backoff"], ["dead-letter"]), ("config", ["starting at 200ms"], ["dead-letter"]), ("decision", ["push the job to the dead-letter queue"], ["200ms"]))
S("en", """
U: thanks, that worked!
A: Glad to hear it.
""")
S("en", """
U: Let's use Tailwind for styling. I looked at Bootstrap but it's too opinionated for this.
A: OK, adding Tailwind.
""", ("decision", ["use Tailwind for styling"], ["Bootstrap"]))
S("en", """
U: Please always write tests before touching the billing code, it's too easy to break
A: Will do.
""", ("preference", ["write tests before touching the billing code"], []))
S("en", """
A: Should I add type hints throughout, or only on public functions?
U: public functions only for now, mypy strict later maybe
""", ("decision", ["public functions only"], ["mypy strict"]))
S("en", """
U: Our launch date is June 12. Marketing wants the landing page done a week earlier.
A: So landing page by June 5th?
U: yep
""", ("event", ["launch date is June 12"], ["landing page"]), ("decision", ["landing page by June 5th"], []))
S("en", """
U: could you maybe look at why the tests are flaky
A: Sure, it looks like a race condition in the fixture teardown.
""")
S("en", """
U: Max upload size is 50MB, thumbnails are 256px, and we keep originals forever
A: Got it.
""", ("config", ["Max upload size is 50MB"], ["256px"]), ("config", ["thumbnails are 256px"], ["50MB"]), ("decision", ["keep originals forever"], ["256px"]))
S("en", """
U: We talked it over with the team and decided against microservices for now; a modular monolith is enough at our size.
A: Makes sense.
""", ("decision", ["modular monolith"], []), ("discussion", ["decided against microservices"], []))
S("en", """
U: don't use emojis in commit messages pls, the changelog tool chokes on them
A: Noted, no emojis.
""", ("preference", ["don't use emojis in commit messages", "changelog tool chokes"], []))
S("en", """
U: Hypothetically, if we dropped IE11 support, how much bundle size would we save?
A: Probably 15-20% from polyfills.
""")
S("en", """
U: the API base url is https://api.lumen.dev/v2 and the websocket is wss://ws.lumen.dev
A: Saved to .env.example.
""", ("config", ["https://api.lumen.dev/v2"], ["wss://ws.lumen.dev"]), ("config", ["wss://ws.lumen.dev"], ["https://api.lumen.dev/v2"]))
S("en", """
A: I can either add a Redis lock or make the handler idempotent. Which one?
U: idempotent, no more moving parts please
""", ("decision", ["idempotent"], ["Redis lock"]))
S("en", """
U: I'm a backend dev mostly, frontend isn't really my thing so explain the React stuff in more detail
A: Will do.
""", ("general", ["I'm a backend dev mostly"], []), ("preference", ["explain the React stuff in more detail"], []))
S("en", """
U: Sentry for error tracking - Datadog is way too pricey for us. And PagerDuty for on-call.
A: OK, setting up Sentry.
""", ("decision", ["Sentry for error tracking"], ["PagerDuty", "Datadog"]), ("decision", ["PagerDuty for on-call"], ["Sentry"]))
S("en", """
U: hmm not sure if we should cache the search results at all
A: We could try it behind a flag.
U: maybe, let me check with Priya first
""")
S("en", """
U: Node version is pinned to 20 LTS, npm not yarn, and the lockfile must be committed
A: OK.
""", ("config", ["pinned to 20 LTS"], ["yarn"]), ("decision", ["npm not yarn"], ["20 LTS"]), ("decision", ["lockfile must be committed"], []))
S("en", """
U: We had a postmortem yesterday about the payment outage; root cause was an expired TLS cert on the gateway.
A: Should I add cert expiry monitoring?
U: yes please, alert 14 days before expiry
""", ("event", ["payment outage", "expired TLS cert"], []), ("config", ["alert 14 days before expiry"], []))
S("en", """
U: write me a haiku about kubernetes
A: Pods rise and they fall / ...
""")
S("en", """
U: Feature flags go through Unleash, config through env vars, secrets through Vault
A: Understood.
""", ("decision", ["Feature flags go through Unleash"], ["Vault", "env vars"]), ("decision", ["config through env vars"], ["Unleash", "Vault"]), ("decision", ["secrets through Vault"], ["Unleash"]))
S("en", """
A: Want me to migrate the old cron scripts to Airflow?
U: no, leave them as-is, they work and nobody touches them
""", ("decision", ["leave them as-is"], ["Airflow"]))
S("en", """
U: I prefer explicit error returns over exceptions in the core lib because the call sites get easier to read
A: Noted.
""", ("preference", ["explicit error returns over exceptions", "easier to read"], []))
S("en", """
U: pagination is cursor-based, page size defaults to 50. unrelated but the CI badge is broken on the readme
A: I'll fix the badge too.
""", ("decision", ["cursor-based"], ["CI badge"]), ("config", ["page size defaults to 50"], ["CI badge"]))
S("en", """
U: is it bad practice to commit .env files?
A: Yes, generally — commit a .env.example instead.
""")
S("en", """
U: The project is basically an internal tool for the support team to look up customer orders and issue refunds.
A: Got it.
""", ("project", ["internal tool for the support team", "issue refunds"], []))
S("en", """
U: Rate limit the public API at 100 req/min per key; if a key exceeds it 3 times in an hour, block it for a day
A: Done.
""", ("config", ["100 req/min per key"], ["block it for a day"]), ("config", ["block it for a day"], ["100 req/min"]))
S("en", """
A: I propose we keep the monorepo but split CI per package. OK?
U: works for me
""", ("decision", ["split CI per package"], []))
S("en", """
U: good morning! coffee hasn't kicked in yet
A: Morning! Take your time.
""")
S("en", """
U: Dates in the UI should be DD/MM/YYYY, our users are mostly in the UK. Times in 24h.
A: OK.
""", ("preference", ["DD/MM/YYYY"], ["24h"]), ("preference", ["Times in 24h"], ["DD/MM/YYYY"]))
S("en", """
U: We decided on Stripe for payments, PayPal maybe later if customers ask
A: Integrating Stripe.
""", ("decision", ["Stripe for payments"], ["PayPal"]))
S("en", """
U: brainstorming here: what if the onboarding wizard auto-detected the user's timezone and currency?
A: Easy to do with Intl APIs.
U: cool, let's put it on the roadmap
""", ("idea", ["auto-detected the user's timezone and currency"], []))
S("en", """
U: The worker count should be 4 on the small box, 12 on the big one. memory limit 2GB each
A: OK.
""", ("config", ["4 on the small box"], ["12"]), ("config", ["12 on the big one"], ["small box"]), ("config", ["memory limit 2GB each"], []))
S("en", """
U: I'd rather you ask before deleting any files, even temp ones
A: Understood, I'll always confirm first.
""", ("preference", ["ask before deleting any files"], []))
S("en", """
U: could we use SQLite for tests instead of spinning up postgres? or would that bite us
A: It might — JSONB and some constraints behave differently.
U: yeah ok forget it
""")
S("en", """
U: Sprint review is every other Thursday at 3pm, next one is on the 18th
A: Noted.
""", ("event", ["every other Thursday at 3pm"], []), ("event", ["next one is on the 18th"], []))
S("en", """
U: Our mobile app is React Native, the admin panel is plain Django templates, no SPA there
A: OK.
""", ("project", ["mobile app is React Native"], ["Django"]), ("project", ["admin panel is plain Django templates"], ["React Native"]))
S("en", """
A: Should the export be CSV or Excel?
U: CSV, utf-8 with BOM so Excel doesn't mangle the accents
""", ("decision", ["CSV", "utf-8 with BOM"], []))
S("en", """
U: Let's discuss caching strategy: I think write-through is safer, Mark thinks cache-aside is simpler. We'll go with cache-aside for now.
A: OK.
""", ("decision", ["go with cache-aside"], ["write-through"]), ("discussion", ["Mark thinks cache-aside is simpler"], []))
S("en", """
U: Health check endpoint is /healthz, readiness is /readyz. Also, my laptop died yesterday so I'm on a loaner.
A: Noted.
""", ("config", ["/healthz"], ["laptop"]), ("config", ["/readyz"], ["laptop"]))
S("en", """
U: what do you think about Bun?
A: It's fast, but ecosystem compatibility is still catching up.
""")
S("en", """
U: Set the DB pool to 10 in dev and 40 in prod; if prod starts timing out, bump it to 60 before touching anything else
A: Got it.
""", ("config", ["10 in dev"], ["40 in prod"]), ("config", ["40 in prod"], ["10 in dev"]), ("decision", ["bump it to 60"], []))
S("en", """
U: Wanted to note: v1.0 shipped on Feb 2 and we got 300 signups the first day
A: Congrats!
""", ("event", ["v1.0 shipped on Feb 2"], []), ("event", ["300 signups the first day"], []))

# ---------------------------------------------------------------- mixed
S("mixed", """
U: 消息队列用 Kafka，topic 命名用 kebab-case，partition 先设 6 个
A: OK，我来建 topic。
""", ("decision", ["消息队列用 Kafka"], ["partition"]), ("preference", ["topic 命名用 kebab-case"], ["Kafka"]), ("config", ["partition 先设 6 个"], ["kebab-case"]))
S("mixed", """
A: Do you want me to enable gzip compression on nginx?
U: 要，顺便把 client_max_body_size 调到 50m
""", ("decision", ["gzip"], ["50m"]), ("config", ["client_max_body_size 调到 50m"], []))
S("mixed", """
U: 这个 repo 是我们的 data pipeline，每天从 MySQL 抽数据到 BigQuery，用 Airflow 调度
A: 明白。
""", ("project", ["data pipeline", "BigQuery"], []), ("project", ["用 Airflow 调度"], []))
S("mixed", """
U: 以后 PR description 写中文就行，code comment 用 English
A: 好的 👍
""", ("preference", ["PR description 写中文"], ["English"]), ("preference", ["code comment 用 English"], ["写中文"]))
S("mixed", """
U: the JWT expiry 设成 15 分钟, refresh token 7 天
A: Done.
""", ("config", ["JWT expiry 设成 15 分钟"], ["7 天"]), ("config", ["refresh token 7 天"], ["15 分钟"]))
S("mixed", """
U: 这个 error 是啥意思啊 "ECONNRESET"
A: 连接被对端重置了，通常是服务端关闭了连接或者 proxy 超时。
""")
S("mixed", """
A: 我建议把 logging 统一换成 structlog，输出 JSON，方便 ELK 检索。
U: 可以，just do it
""", ("decision", ["structlog"], []))
S("mixed", """
U: 我们决定用 Next.js 做官网，不用 Gatsby 了，社区太冷清
A: 好的。
""", ("decision", ["用 Next.js 做官网"], ["社区太冷清"]))
S("mixed", """
U: deadline 是 10 月 8 号，国庆假期那周基本没人干活
A: 那实际工作日比较少，我排一下优先级。
""", ("event", ["deadline 是 10 月 8 号"], ["国庆假期"]))
S("mixed", """
U: 我 prefer 用 early return，不喜欢嵌套很深的 if-else
A: 明白。
""", ("preference", ["early return", "嵌套很深的 if-else"], []))
S("mixed", """
U: set 一下 NODE_ENV=production，然后 build 完把 dist 丢到 CDN 上
A: OK。
""", ("config", ["NODE_ENV=production"], ["CDN"]), ("decision", ["dist 丢到 CDN 上"], ["NODE_ENV"]))
S("mixed", """
U: 如果 traffic 真的暴涨，我们是不是要上 auto scaling？
A: 可以先配 HPA，基于 CPU 70%。
U: 到时候再说吧
""")
S("mixed", """
U: Redis 挂了的话就 fallback 到本地 LRU cache，size 1000
A: 好的，我实现一下 fallback。
""", ("decision", ["fallback 到本地 LRU cache"], []), ("config", ["size 1000"], []))
S("mixed", """
U: 上周 team 讨论了一下 code freeze 的规则：release 前 3 天 freeze，只允许 hotfix
A: 了解。
""", ("discussion", ["code freeze 的规则"], []), ("config", ["release 前 3 天 freeze"], ["hotfix"]), ("decision", ["只允许 hotfix"], []))
S("mixed", """
U: 帮我写个 regex 匹配邮箱
A: 可以用 ^[\\w.+-]+@[\\w-]+\\.[\\w.]+$ 这个简单版本。
""")
S("mixed", """
U: API 文档用 Swagger UI 自动生成，别手写 Markdown 了；另外 staging 的密码我发你微信了
A: 好的。
""", ("decision", ["Swagger UI 自动生成"], ["密码", "微信"]))
S("mixed", """
A: Timezone 你想统一用 Asia/Shanghai 吗？
U: 不，全部 UTC，前端自己转
""", ("decision", ["全部 UTC"], ["Asia/Shanghai"]), ("decision", ["前端自己转"], []))
S("mixed", """
U: idea: 给每个 API 加个 cost 估算，超过阈值就提醒调用方
A: 有意思，可以放在 middleware 里。
""", ("idea", ["给每个 API 加个 cost 估算"], []))
S("mixed", """
U: worker 数量改成 8 吧。wait, 机器只有 4 核，那就 4
A: OK，设为 4。
""", ("config", ["那就 4"], ["改成 8"]))
S("mixed", """
U: 哈哈 your last answer was too long, 我都看困了
A: 抱歉，下次简洁点。
""", ("preference", ["your last answer was too long"], []))
S("mixed", """
U: 用 uv 管理 Python 环境，lint 用 ruff，format 也用 ruff，不要 black 了
A: 好。
""", ("decision", ["用 uv 管理 Python 环境"], ["ruff"]), ("decision", ["lint 用 ruff"], ["uv"]), ("decision", ["format 也用 ruff"], ["uv"]))
S("mixed", """
U: 11 月 3 号我们 migrate 到了新的 AWS account，旧的下个月关掉
A: 需要我更新 IAM 配置吗？
""", ("event", ["11 月 3 号", "新的 AWS account"], ["下个月"]), ("decision", ["旧的下个月关掉"], []))
S("mixed", """
U: Sure，就按你说的 blue-green deployment 来
A: 好，我写一下切换脚本。
""", ("decision", ["blue-green deployment"], []))
S("mixed", """
U: 你知道 Temporal 和 Airflow 的区别吗
A: Temporal 面向长时间运行的业务工作流，Airflow 更偏 batch 数据调度。
U: ok 了解
""")
S("mixed", """
U: 单测覆盖率要求 80%，integration test 不算在里面，e2e 用 Playwright
A: OK。
""", ("config", ["单测覆盖率要求 80%"], ["Playwright"]), ("decision", ["e2e 用 Playwright"], ["80%"]))
S("mixed", """
U: 这个 side project 叫 Inkwell，是一个 Markdown 笔记 app，local-first，用 CRDT 做同步
A: Cool，我先看看代码。
""", ("project", ["Inkwell", "Markdown 笔记 app"], []), ("project", ["local-first"], []), ("project", ["CRDT 做同步"], []))
S("mixed", """
U: maybe 以后可以加个 dark mode？不急
A: 好，记到 backlog。
""", ("idea", ["dark mode"], []))
S("mixed", """
U: 别用 print debug 了，用 logger.debug，然后 production 里关掉
A: 明白。
""", ("preference", ["用 logger.debug"], ["print"]), ("config", ["production 里关掉"], []))
S("mixed", """
U: 谢谢 bro，今天就到这吧
A: 好的，明天见！
""")
S("mixed", """
U: 数据库 migration 用 Alembic，every migration 必须可以 downgrade
A: 收到。
""", ("decision", ["migration 用 Alembic"], ["downgrade"]), ("decision", ["必须可以 downgrade"], ["Alembic"]))
S("mixed", """
用户: 上线时间定在 Q3，MVP 只做 iOS，Android 下个版本
助手: 好的，我调整一下 roadmap。
""", ("event", ["上线时间定在 Q3"], ["Android"]), ("decision", ["MVP 只做 iOS"], ["Android 下个版本"]), ("decision", ["Android 下个版本"], ["MVP 只做 iOS"]))
S("mixed", """
用户: 我们讨论了要不要用 Elasticsearch，最后觉得 PostgreSQL 的 full-text search 够用了
助手: 嗯，能省一套集群。
""", ("decision", ["full-text search 够用了"], []), ("discussion", ["要不要用 Elasticsearch"], []))
S("mixed", """
用户: 这个 timeout 你觉得 10 秒够吗？
助手: 对外部 API 来说 10 秒偏长，建议 5 秒加重试。
用户: hmm 我再 check 一下他们的 SLA
""")
S("mixed", """
A: 要不要把 image 的 base 换成 alpine？体积能小一半。
U: 不要，alpine 的 musl 之前坑过我们，继续用 debian-slim
""", ("decision", ["继续用 debian-slim"], ["alpine"]), ("general", ["musl 之前坑过我们"], []))

# ---------------------------------------------------------------- zh (extra)
S("zh", """
U: 消息推送用极光，iOS 证书下个月过期，记得提前换
A: 好，我建个提醒。
""", ("decision", ["消息推送用极光"], ["证书"]), ("event", ["iOS 证书下个月过期"], ["极光"]))
S("zh", """
A: 你要不要考虑把搜索换成 Meilisearch？
U: 有什么优缺点？
A: 部署简单、中文分词一般。
U: 那先不换了，回头看看
""")
S("zh", """
U: 构建产物放 /opt/app/releases，保留最近 5 个版本，老的自动清理——别动 /opt/app/shared 目录
A: 明白。
""", ("config", ["/opt/app/releases"], ["/opt/app/shared"]), ("config", ["保留最近 5 个版本"], ["/opt/app/shared"]), ("preference", ["别动 /opt/app/shared 目录"], ["5 个版本"]))


# ---------------------------------------------------------------- build
def build():
    snippets = []
    for i, d in enumerate(DATA, 1):
        snippets.append({"id": "t%03d" % i, "lang": d["lang"], "text": d["text"],
                         "items": d["items"], "split": "heldout"})
    return {"version": 1, "snippets": snippets}


def check(doc):
    errs = []
    ids = [s["id"] for s in doc["snippets"]]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    for s in doc["snippets"]:
        t = s["text"]
        if s["lang"] not in LABELS:
            errs.append("%s: bad lang" % s["id"])
        if s["split"] != "heldout":
            errs.append("%s: bad split" % s["id"])
        for it in s["items"]:
            if it["category"] not in CATS:
                errs.append("%s: bad category %s" % (s["id"], it["category"]))
            if not 1 <= len(it["must"]) <= 3:
                errs.append("%s: must count" % s["id"])
            for ph in it["must"] + it["must_not"]:
                if not ph or ph not in t:
                    errs.append("%s: phrase not in text: %r" % (s["id"], ph))
            for m in it["must"]:
                for n in it["must_not"]:
                    if n in m:
                        errs.append("%s: must %r contains must_not %r" % (s["id"], m, n))
    return errs


def main():
    doc = build()
    errs = check(doc)
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "digest_blind2.json")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    sn = doc["snippets"]
    from collections import Counter
    print("snippets", len(sn), dict(Counter(s["lang"] for s in sn)))
    print("empty", sum(1 for s in sn if not s["items"]))
    print("items", sum(len(s["items"]) for s in sn), dict(Counter(i["category"] for s in sn for i in s["items"])))
    print("multi (>=2 items or must_not)", sum(1 for s in sn if len(s["items"]) >= 2 or any(i["must_not"] for i in s["items"])))


if __name__ == "__main__":
    main()
