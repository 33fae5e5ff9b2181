from b10_common import S, dec, pref, cfg, evt, gen, disc, idea, proj

SNIPPETS = [
    S("en", """A: Which port should the metrics exporter use?
U: 9464. 9100 is node_exporter already.""",
      cfg("9464", x=["9100 is node_exporter already"])),
    S("en", """U: Book the dog groomer for Friday.
A: Friday at 10 or 2?
U: Two o'clock. And ask them not to do the bow thing again.""",
      evt("Two o'clock"), pref("not to do the bow thing again")),
    S("en", """A: Shall I set the reminder for the car service on the 30th?
U: No, the service is the 28th. The 30th is when the insurance renews.""",
      evt("the service is the 28th"), evt("The 30th is when the insurance renews")),
    S("en", """U: I'm thinking about Hetzner vs OVH for the mirror.
A: Hetzner's Falkenstein region has good pricing.
U: Yeah maybe. I'll sleep on it.""", ),
    S("en", """A: I suggested Notion for the wiki last time. Still on?
U: Nope. We're putting the wiki in the repo as Markdown, under docs/wiki. Notion was another login nobody wanted.""",
      dec("putting the wiki in the repo as Markdown", "under docs/wiki", x=["I suggested Notion for the wiki last time", "Notion was another login nobody wanted"])),
    S("en", """U: What time's the school play?
A: You told me 6:30 earlier.
U: Right, 6:30, but doors are at 6. Sam's a tree.""",
      cfg("doors are at 6"), gen("Sam's a tree")),
    S("en", """U: Our SLO for the checkout API is 99.9 over 30 days.
A: And latency?
U: p95 under 300 ms. p99 we don't promise anything.""",
      cfg("SLO for the checkout API is 99.9 over 30 days"), cfg("p95 under 300 ms"), cfg("p99 we don't promise anything")),
    S("en", """U: Can you help me plan meals this week?
A: Sure, any constraints?
U: Cheap, quick, and nothing with mushrooms — I hate them.""",
      pref("nothing with mushrooms")),
    S("zh", """助: 上次你说周四去看房，确定了吗？
用: 改周六了，周六上午十点，中介姓钱。""",
      evt("改周六了，周六上午十点", x=["上次你说周四去看房"]), gen("中介姓钱")),
    S("zh", """用: 帮我记一下，这个月的物业群团购大米到了。
助: 放在哪里取？
用: 一号楼门卫室，带手机号后四位。""",
      evt("团购大米到了"), cfg("一号楼门卫室"), cfg("带手机号后四位")),
    S("zh", """助: 要不要把会议纪要改成每周一发？
用: 不用，还是会后当天发，拖到周一大家都忘了。""",
      dec("还是会后当天发", x=["改成每周一发", "拖到周一大家都忘了"])),
    S("zh", """用: 我们部门聚餐定在哪儿好呢？
助: 可以考虑火锅或者烤肉。
用: 再说吧，人还没统计完。""", ),
    S("zh", """用: 孩子学校的校服尺码要报了。
助: 报多大的？
用: 上衣一百四，裤子一百四十五，他腿长。""",
      cfg("上衣一百四"), cfg("裤子一百四十五")),
    S("zh", """助: 你之前说每天早上七点提醒你吃维生素 D，要保留吗？
用: 保留，不过改成七点半，七点我还没起。""",
      cfg("改成七点半", x=["七点我还没起"])),
    S("zh", """用: 新店开业日期定了吗？
助: 你上次说的是九月一号。
用: 推迟了，九月十八号开业，装修没弄完。""",
      evt("九月十八号开业", "装修没弄完", x=["你上次说的是九月一号"])),
    S("zh", """用: 我的手机卡是移动的，套餐一个月一百二十八。
助: 合约到什么时候？
用: 明年三月，到时候看看换不换联通。""",
      cfg("手机卡是移动的"), cfg("套餐一个月一百二十八"), evt("明年三月")),
    S("mixed", """A: Which Python should the new service use?
U: 3.12。3.13 有几个 C extension 还没 wheel，先不上。""",
      cfg("3.12", x=["3.13 有几个 C extension 还没 wheel"])),
    S("mixed", """用: 帮我查一下明天的 stand-up 几点？
助: 日历上写的是十点一刻。
用: 哦对，另外周四那个 design review 取消了。""",
      evt("周四那个 design review 取消了")),
    S("mixed", """U: For the family trip we're doing 成都 then 重庆, by train between them.
A: How many nights in each?
U: 成都 four, 重庆 two. No hotpot more than twice, my stomach can't.""",
      dec("成都 then 重庆", "by train between them"), cfg("成都 four, 重庆 two"), pref("No hotpot more than twice")),
    S("mixed", """助: 要我把 API 的 rate limit 设成每分钟 100 吗？
用: 不，设 600，内部服务调用很频繁，100 会被打爆。""",
      cfg("设 600", "内部服务调用很频繁", x=["设成每分钟 100"])),
    S("mixed", """用: 我们这个 quarter 的 offsite 地点有两个选项，杭州和厦门。
助: 倾向哪个？
用: still deciding，下周投票。""", ),
    S("mixed", """U: Recap from today's call: we're going with Stripe over Adyen for payments, the webhook listener goes on port 4242.
U: I like short PR titles, and I'd rather squash-merge than rebase.
U: 另外，后台管理系统用 Vue 不用 React 了，团队更熟。
U: Launch is set for the 9th of March, a Monday.""",
      dec("going with Stripe over Adyen for payments"), cfg("webhook listener goes on port 4242"),
      pref("I like short PR titles"), pref("I'd rather squash-merge than rebase"),
      dec("后台管理系统用 Vue 不用 React 了", "团队更熟"), evt("Launch is set for the 9th of March")),
]
