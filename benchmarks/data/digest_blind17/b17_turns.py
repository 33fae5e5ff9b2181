from b17_common import *
# multi-turn snippets; the first three are shaped like issue 22's example
DATA = [
# (1) mixed, English labels: decision as "the PR got merged", port in a compose mapping, preferences as praise of a
# past answer and as a complaint about YAML, a Chinese decision quoted from the boss and confirmed, go-live after payroll
S("mixed", """A: For search we could try Typesense, Meilisearch or plain Postgres full-text.
U: The PR that moves us to Meilisearch got merged this morning. Typesense needed a cluster licence for HA, so no.
A: Great. Which port should it listen on?
U: compose has ports: - "7701:7700", 7700 on the host is the old test instance.
U: Btw your answer yesterday was short and that was perfect, keep doing that. And YAML longer than one screen, split it, my eyes glaze over.
A: Noted. Anything on the admin side?
U: Boss wrote in the group: "后台就用 Filament 吧，别自己写了". I replied 好的. Customers see search the day after payroll runs, the 26th.""",
  dec("The PR that moves us to Meilisearch got merged this morning", x=["Typesense needed a cluster licence for HA, so no"]),
  cfg('ports: - "7701:7700"', x=["7700 on the host is the old test instance"]),
  pref("your answer yesterday was short and that was perfect, keep doing that"),
  pref("YAML longer than one screen, split it"),
  dec("后台就用 Filament 吧，别自己写了"),
  evt("Customers see search the day after payroll runs, the 26th")),
# (2) Chinese: decision by a revert being dropped, port in a docker run command, preferences as "like last time"
# and as an annoyance, go-live tied to the Mid-Autumn Festival
S("zh", """助: 监控告警可以用 Alertmanager、夜莺或者 Grafana OnCall。
用: 夜莺那个分支我已经合进去了，回滚的 PR 关了。OnCall 要上云，我们内网用不了。
助: 好的，夜莺需要单独的端口吗？
用: docker run -d -p 17000:17000 flashcatcloud/nightingale，就这么起的。
用: 你上回给我的那个配置就挺好，注释少、能直接贴，这次也那样。还有，别每段都问我“要不要继续”，直接写完。
助: 明白。什么时候上线？
用: 中秋之后那个周三，先切测试环境。""",
  dec("夜莺那个分支我已经合进去了，回滚的 PR 关了", x=["OnCall 要上云，我们内网用不了"]),
  cfg("docker run -d -p 17000:17000 flashcatcloud/nightingale"),
  pref("注释少、能直接贴，这次也那样"),
  pref("别每段都问我“要不要继续”，直接写完"),
  evt("中秋之后那个周三，先切测试环境")),
# (3) English: decision as a correction of the assistant's recap, port after a pasted bind error, preferences
# via the reader ("my team lead reads these") and spelling, go-live tied to a board meeting
S("en", """A: So to recap: you're keeping MongoDB for the orders service and moving the API to port 8081.
U: No, other way round on Mongo: orders go to Postgres, Mongo is only for the audit blobs now.
U: And 8081 didn't work: "listen tcp :8081: bind: address already in use". The API is on 8082.
A: Got it. Should I draft the migration notes?
U: Yes, but my team lead reads these, so nothing cute, no emoji. British spelling too.
U: We flip the switch the day after the board meeting, which is the 14th.""",
  dec("orders go to Postgres", x=["you're keeping MongoDB for the orders service"]),
  cfg("Mongo is only for the audit blobs now"),
  cfg("The API is on 8082", x=['"listen tcp :8081: bind: address already in use"']),
  pref("nothing cute, no emoji"),
  pref("British spelling too"),
  evt("We flip the switch the day after the board meeting, which is the 14th")),
S("en", """U: Which is better for a hobby Discord bot, Python or Node?
A: Either works; discord.py is very approachable.
U: Cool. I'll think about it.""",),
S("en", """A: Would you like me to set the reminder for 7am?
U: Make it 6.45, the train's earlier in winter.""",
  cfg("Make it 6.45", x=["Would you like me to set the reminder for 7am?"])),
S("en", """U: My daughter's school trip money is due Friday.
A: How much is it?
U: Forty-two pounds, and the trip itself is to the Eden Project on the 22nd.""",
  evt("My daughter's school trip money is due Friday"), gen("Forty-two pounds"), evt("the trip itself is to the Eden Project on the 22nd")),
S("en", """A: I could write the tests in Jest for you.
U: We use Vitest.
A: Sure, Vitest it is. Snapshot tests too?
U: God no. We banned snapshots after the great diff of 2023.""",
  cfg("We use Vitest", x=["I could write the tests in Jest for you"]), disc("We banned snapshots after the great diff of 2023")),
S("en", """U: Remind me what a CNAME is?
A: It's an alias from one DNS name to another.
U: Thanks, that's all.""",),
S("en", """U: We're choosing a name for the cat.
A: How about Miso, Tofu or Sushi?
U: Ha, my husband vetoed food names. She's Juniper.""",
  gen("She's Juniper", x=["How about Miso, Tofu or Sushi?"])),
S("en", """A: Shall I assume the budget is 500 pounds like last time?
U: Up to 800 this time, the grant came through.
A: And still for the youth club?
U: Yep, same lot, same Thursday sessions.""",
  cfg("Up to 800 this time, the grant came through", x=["Shall I assume the budget is 500 pounds like last time?"]), evt("same Thursday sessions")),
S("zh", """用: 你觉得我该不该辞职读研？
助: 这取决于你的目标和经济情况。
用: 嗯，我再想想。""",),
S("zh", """助: 你们的发布流程还是每周二吗？
用: 早改了，现在每天都能发，只要过了流水线。
助: 那回滚呢？
用: 回滚一键，在 Argo CD 里点。""",
  disc("早改了，现在每天都能发，只要过了流水线", x=["你们的发布流程还是每周二吗？"]), cfg("回滚一键，在 Argo CD 里点")),
S("zh", """用: 我老婆预产期是三月二十号。
助: 恭喜！需要帮你列待产包清单吗？
用: 不用了，丈母娘列好了。医院是妇幼保健院，建好档了。""",
  evt("我老婆预产期是三月二十号"), gen("医院是妇幼保健院，建好档了")),
S("zh", """助: 要不要我把这份周报改成表格形式？
用: 不要，就保持现在这样。""",),
S("zh", """用: 孩子的补习班选哪家好？
助: 可以看看学而思或者本地的小班。
用: 最后报的是楼下那家小班，一个班八个人，周六下午。""",
  dec("最后报的是楼下那家小班，一个班八个人", x=["可以看看学而思或者本地的小班"]), evt("周六下午")),
S("zh", """用: 数据库密码多久轮换一次合适？
助: 常见做法是 90 天。
用: 我们定 60 天，安全部门要求的。""",
  cfg("我们定 60 天，安全部门要求的", x=["常见做法是 90 天"])),
S("zh", """助: 你上次说你住在成都？
用: 那是老黄历了，去年搬到重庆了。
助: 那推荐餐厅就按重庆来。
用: 对，而且我吃不了太辣的，别笑。""",
  gen("去年搬到重庆了", x=["你上次说你住在成都？"]), pref("我吃不了太辣的")),
S("mixed", """U: Help me 想一个 team 名字。
A: How about "Byte Club" or "Null Pointers"?
U: 都不太行，我们再想想。""",),
S("mixed", """A: 你们的 sprint 是两周吗？
U: Three weeks now，两周太赶了。Planning 在周一 morning。""",
  disc("Three weeks now", x=["两周太赶了"]), evt("Planning 在周一 morning")),
S("mixed", """用: 我们的 GitLab 版本是多少来着？
助: 我不确定，你可以在 Help 页面看。
用: 看了，16.11，self-managed 的。""",
  gen("看了，16.11，self-managed 的")),
S("mixed", """用: Wedding 的 guest list 定了，120 人。
助: 场地呢？
用: 场地是湖边那个 garden，九月二十八号，rain plan 是旁边的宴会厅。""",
  gen("Wedding 的 guest list 定了，120 人"), evt("场地是湖边那个 garden，九月二十八号"), cfg("rain plan 是旁边的宴会厅")),
S("en", """U: If you were a database, which one would you be?
A: Probably SQLite: small, everywhere, reliable.
U: lol fair.""",),
S("en", """U: Our wifi keeps dropping.
A: Is the router upstairs or downstairs?
U: Downstairs, in the cupboard under the stairs. It's a BT Smart Hub 2.""",
  gen("Downstairs, in the cupboard under the stairs"), gen("It's a BT Smart Hub 2")),
S("zh", """用: 给我讲个程序员笑话。
助: 为什么程序员分不清万圣节和圣诞节？因为 Oct 31 = Dec 25。
用: 哈哈哈，冷。""",),
]
