from b12_common import S, dec, pref, cfg, evt, gen, disc, idea, proj

SNIPPETS = [
S("en", """A: I can set the retry policy to exponential backoff with a cap of 60 seconds. Want that?
U: yes, do that.
A: And should failed jobs go to a dead-letter queue?
U: Hmm. Not yet.""",
  dec("yes, do that")),
S("en", """U: What port is the search service on?
A: You mentioned 7700 earlier.
U: Right, but I moved it. It's 7701 now, 7700 clashes with the staging one.""",
  cfg("It's 7701 now", "7700 clashes with the staging one")),
S("en", """U: For the newsletter, Tuesday or Thursday sends?
A: Open rates tend to be similar; Tuesday is common.
U: Thursday. Our readers are teachers and Tuesday is their worst day.""",
  dec("Thursday. Our readers are teachers")),
S("en", """U: I'm going to the dentist on the 4th.
U: Sorry, the 11th. They moved it.""",
  evt("the 11th. They moved it", x=["the dentist on the 4th"])),
S("en", """A: Shall I use black for formatting?
U: We use ruff format, actually.
A: Got it. Line length 88?
U: 100.""",
  cfg("We use ruff format"), cfg("100")),
S("en", """U: I've got a question about the sprinkler timer.
A: Sure, go ahead.
U: Never mind, the manual answered it. It waters at 6am, 20 minutes per zone, I just forgot.""",
  cfg("It waters at 6am", "20 minutes per zone")),
S("en", """U: Can you write me a cover letter for a barista job?
A: Sure — any details you'd like included?
U: Just make it friendly. Thanks.""", ),
S("en", """A: Which database for the inventory tool?
U: Postgres probably. Or... MariaDB since the host has it. Ugh.
A: Either works here.
U: Fine, MariaDB, it's already there and backed up.""",
  dec("Fine, MariaDB", "it's already there and backed up", x=["Postgres probably"])),
S("en", """U: Who's on call this weekend?
A: I don't have a rota for this weekend.
U: It's Anneke. Saturday and Sunday, and she's the contact for anything on the payments side.""",
  evt("It's Anneke", "Saturday and Sunday"), gen("the contact for anything on the payments side")),
S("en", """U: The caravan's booked for Whitsun at Ravenglass.
A: Noted. How many nights?
U: Four, Friday to Tuesday. Dog's coming.""",
  evt("caravan's booked for Whitsun at Ravenglass"), evt("Four, Friday to Tuesday"), gen("Dog's coming")),
S("zh", """助: 要不要给接口加上缓存？
用: 加吧。
助: 缓存时间设多少？
用: 五分钟。""",
  dec("加吧"), cfg("五分钟")),
S("zh", """用: 下周的家长会是周几来着？
助: 您之前说是周三。
用: 改了，周四晚上七点，在三楼会议室。""",
  evt("周四晚上七点", "在三楼会议室", x=["您之前说是周三"])),
S("zh", """用: 搬家公司你帮我比较一下？
助: 好的，您有几家候选吗？
用: 算了，我自己打电话问吧。""", ),
S("zh", """用: 我们的服务器是不是在阿里云杭州？
助: 之前记录是阿里云杭州。
用: 迁走了，现在在腾讯云上海，上个月迁的。""",
  cfg("现在在腾讯云上海", x=["之前记录是阿里云杭州"]), evt("上个月迁的")),
S("zh", """助: 周报要不要用表格？
用: 不要表格，手机上看不清。
助: 那用列表？
用: 可以。""",
  pref("不要表格", "手机上看不清"), pref("可以")),
S("zh", """用: 奶奶的生日宴订在哪好呢？
助: 您考虑过老地方吗？
用: 老地方关门了。就订新开的那家粤菜馆吧，二楼包间，十二个人。""",
  dec("订新开的那家粤菜馆吧"), cfg("二楼包间，十二个人"), gen("老地方关门了")),
S("zh", """用: 这次招聘我们要一个前端。
用: 哦不，两个，一个偏移动端。
助: 好的，两个前端，其中一个偏移动端。""",
  dec("两个，一个偏移动端", x=["我们要一个前端"])),
S("zh", """助: 需要我每天早上提醒您吃药吗？
用: 不用，我手机设了闹钟。""", ),
S("mixed", """User: 部署的事，我们用 k3s 还是直接 docker compose？
Assistant: 单台机器的话 compose 更简单。
User: 那就 compose，k3s 以后再说。""",
  dec("那就 compose")),
S("mixed", """用: 测试用的 Stripe key 放哪？
助: 建议放在 .env.local，不要提交。
用: 对，就这么做，顺便把 .env.local 加进 gitignore。""",
  dec("对，就这么做"), cfg("把 .env.local 加进 gitignore")),
S("mixed", """用: 团建去哪儿定了吗？
助: 还没有记录。
用: 定了，去 escape room，然后吃 hotpot，周六下午两点。""",
  evt("去 escape room", "然后吃 hotpot"), evt("周六下午两点")),
S("mixed", """用: 你觉得我该不该换 mechanical keyboard？
助: 看您的打字习惯。
用: 嗯，我再想想。""", ),
S("mixed", """User: We're going with Hono for the new edge API, not Express.
Assistant: Understood. Which port locally?
User: 8787, the wrangler default.
User: Oh, and please keep answers short, and always number the steps... actually no, plain prose is fine.
User: 另外，数据库迁移就放到下个版本吧，这次不动了。
User: 上线时间定在十二月十八号，周四晚上。""",
  dec("We're going with Hono for the new edge API", x=["not Express"]), cfg("8787"),
  pref("please keep answers short"), pref("plain prose is fine", x=["always number the steps"]),
  dec("数据库迁移就放到下个版本吧", "这次不动了"), evt("上线时间定在十二月十八号", "周四晚上")),
S("mixed", """用: 我们的 standup 能不能挪到下午？
助: 可以提议改到下午两点。
用: 大家投票了，还是留在上午，十点半。""",
  disc("还是留在上午", "十点半")),
]
