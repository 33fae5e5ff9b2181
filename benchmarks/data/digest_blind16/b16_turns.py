from b16_common import S, dec, pref, cfg, evt, gen, disc, idea, proj
DATA = [
# issue-22-shaped (1): decision reported as another team's pick, port pasted as a config line,
# preferences as a complaint and a reading habit, go-live as "the Monday after the bank holiday"
S("en", """A: For object storage you could run MinIO, Ceph or Garage. Want a comparison table?
U: No need, ops already picked Garage. Ceph was overkill for three nodes.
A: Got it. Which port should the S3 endpoint listen on?
U: s3_api.bind = "0.0.0.0:3900"
A: Great. Here's a detailed guide covering replication, layout, bucket policies, lifecycle rules and monitoring...
U: That was way too long. Two or three lines next time. And I read these on my phone, so no wide tables.
A: Understood. When do customers get the new storage?
U: They see it the Monday after the bank holiday.""",
  dec("ops already picked Garage", x=["Ceph was overkill for three nodes"]),
  cfg('s3_api.bind = "0.0.0.0:3900"'),
  pref("Two or three lines next time"), pref("no wide tables"),
  evt("They see it the Monday after the bank holiday")),
# issue-22-shaped (2): mixed, Chinese decision in an English-labelled chat, port as a bare "行，就 8686"
S("mixed", """U: We need a log shipper for the new cluster. 日志那块就 Vector 吧，Fluentd 太老了。
A: Sounds good. I'll expose the Vector API on 8686, ok?
U: 行，就 8686
A: 要不要我顺便把 Filebeat 的配置也写一份做备选？
U: 不用。回答别带 emoji，还有代码注释都用 English。
A: 好的。上线时间呢？
U: 春节前最后一个工作日上线""",
  dec("日志那块就 Vector 吧", x=["Fluentd 太老了"]),
  cfg("行，就 8686"),
  pref("回答别带 emoji"), pref("代码注释都用 English"),
  evt("春节前最后一个工作日上线")),
# issue-22-shaped (3): Chinese, decision by elimination, port inside a URL, preferences in an apology
S("zh", """助: 工单系统可以考虑 A. Zendesk、B. Zammad、C. Freshdesk。
用: A 太贵，C 不支持私有化，那只剩 B 了。
助: 好的，部署好之后访问地址是？
用: http://10.0.8.21:3001 ，内网访问。
用: 不好意思我说话比较直，你也直接点，别绕弯子。还有别给我列参考链接，没时间点。
助: 明白。打算什么时候给客服用起来？
用: 赶在 618 之前吧""",
  dec("那只剩 B 了", x=["A 太贵，C 不支持私有化"]),
  cfg("http://10.0.8.21:3001"),
  pref("你也直接点，别绕弯子"), pref("别给我列参考链接"),
  evt("赶在 618 之前吧")),
S("en", """A: I'd suggest moving the cron jobs to systemd timers; it gives you logging for free.
U: Interesting, but not now.
U: What I do need: the backup job runs at 01:30, and it must finish before the 04:00 report build.""",
  cfg("the backup job runs at 01:30"), cfg("it must finish before the 04:00 report build")),
S("en", """U: Which is faster for bulk inserts, COPY or multi-row INSERT?
A: COPY, usually by a wide margin.
U: Right, so the importer uses COPY from now on.""",
  dec("the importer uses COPY from now on")),
S("en", """U: If we ever get the Series A, we'd move everything to a proper data warehouse.
A: Snowflake or BigQuery would be the usual choices.
U: Ha, one day. For now it's all one Postgres and that's fine.""",
  dec("For now it's all one Postgres")),
S("en", """A: Your standup is at 9:30, right?
U: It was. 9:50 since the team in Kraków joined.""",
  cfg("9:50 since the team in Kraków joined", x=["Your standup is at 9:30"])),
S("en", """U: Do you remember my sister's name?
A: I don't think you've told me.
U: It's Harriet. She's getting married in Bath in August and I'm maid of honour.""",
  gen("It's Harriet"), evt("She's getting married in Bath in August"), gen("I'm maid of honour")),
S("en", """A: Shall I book the 7:10 train to Manchester or the 8:40?
U: The later one. I'm not doing a 5am alarm for a 2pm meeting.""",
  dec("The later one", x=["the 7:10 train"])),
S("en", """U: Pick a name for the new cat. Mochi or Pickle?
A: Pickle has a nice ring to it.
U: The kids overruled us both. She's called Captain.""",
  gen("She's called Captain", x=["Mochi or Pickle"])),
S("en", """A: I can set the thermostat schedule to 21 degrees from 6am.
U: 19 is plenty. And not before 6.30, nobody's up.""",
  cfg("19 is plenty", x=["21 degrees from 6am"]), cfg("not before 6.30")),
S("en", """U: I'm writing a quiz for the pub. Question 3: Which band played a concert on the Apple rooftop in 1969?
A: The Beatles.
U: Good. Next: What year did the Channel Tunnel open?""",
  ),
S("en", """A: Would you like me to remind you about the dentist?
U: No, the practice texts me anyway.
U: Oh, and the appointment moved, it's the 22nd now, same time.""",
  evt("it's the 22nd now, same time")),
S("en", """U: Is Rust worth learning for a data engineer?
A: It can be, especially for performance-critical tooling.
U: Hmm. I'll stick with Python and maybe look at it next year.""",
  ),
S("en", """A: Last time you said the bike shed roof leaked. Did you fix it?
U: Replaced the felt on Saturday. Cost me forty pounds and a bad back.""",
  evt("Replaced the felt on Saturday")),
S("en", """U: Help me choose a laptop bag.
A: A roll-top backpack is popular for commuting.
U: I cycle, so it has to be waterproof and have a light loop. The rest I don't care about.""",
  gen("I cycle"), pref("it has to be waterproof and have a light loop")),
S("zh", """用: 你觉得周末去莫干山还是安吉？
助: 莫干山的民宿选择多一些。
用: 还是安吉吧，带着老人，莫干山路太绕了。""",
  dec("还是安吉吧", x=["莫干山路太绕了"])),
S("zh", """助: 你们线上用的是 MySQL 5.7 吧？
用: 早升了，8.0.36，去年年底升的。""",
  cfg("早升了，8.0.36", x=["MySQL 5.7"])),
S("zh", """用: 如果老板同意加人的话，我们就招一个专职测试。
助: 需要我帮你写招聘 JD 吗？
用: 先不用，老板还没表态呢。""",
  ),
S("zh", """用: 帮我查一下，下周三是几号？
助: 下周三是 18 号。
用: 好，那天下午我要去医院复查甲状腺，帮我记一下。""",
  evt("那天下午我要去医院复查甲状腺")),
S("zh", """助: 推荐你试试 Obsidian 做笔记。
用: 试过了，不习惯。我还是用纸质本子，外加手机备忘录。""",
  pref("我还是用纸质本子，外加手机备忘录")),
S("zh", """用: 你说我们团建去唱 K 还是去爬山？
助: 爬山比较健康。
用: 哈哈，你这是没见过我们组的体能。已经定了，去吃烤肉。""",
  dec("已经定了，去吃烤肉")),
S("zh", """助: 上次你说孩子在学围棋，现在怎么样了？
用: 不学了，改学游泳了，每周六下午两节课。""",
  dec("改学游泳了", x=["不学了"]), evt("每周六下午两节课")),
S("zh", """用: 我们前端部署在哪个机房来着？
助: 你之前没提过。
用: 哦，是华东二区的，阿里云上海。""",
  cfg("是华东二区的，阿里云上海")),
S("zh", """用: 给我写个请假条的模板，比如“因家中有事，需请假三天，自 5 月 6 日至 5 月 8 日”。
助: 好的，模板如下……
用: 可以，谢谢。""",
  ),
S("zh", """助: 服务的超时时间我按 30 秒配置？
用: 太长了，改 5 秒。
助: 好的，重试次数呢？
用: 不重试，失败直接报错。""",
  cfg("改 5 秒", x=["30 秒"]), cfg("不重试，失败直接报错")),
S("zh", """用: 我记得我们约了周四开会？
助: 你之前提到是周四下午。
用: 改了，周五上午十点，会议室还是那个小的。""",
  evt("周五上午十点，会议室还是那个小的", x=["你之前提到是周四下午"])),
S("zh", """用: 假如我明年去读 MBA，你觉得哪个学校好？
助: 可以看看中欧和长江。
用: 嗯，随便问问，还没想好要不要读。""",
  ),
S("mixed", """U: 你觉得我 side project 用 Supabase 还是 Firebase？
A: Supabase 的 Postgres 更灵活一些。
U: OK 那就 Supabase，free tier 先用着。""",
  dec("那就 Supabase", "free tier 先用着")),
S("mixed", """A: Should I write the tests in pytest style?
U: 对，pytest。fixture 能用就用，别写 unittest 那种 class。""",
  pref("对，pytest", x=["别写 unittest 那种 class"])),
S("mixed", """用: 我们 release 是不是每两周一次？
助: 你之前说是 biweekly。
用: 现在改成 weekly 了，每周二。""",
  cfg("现在改成 weekly 了，每周二", x=["你之前说是 biweekly"])),
S("mixed", """U: 帮我想个 team name，hackathon 用的。
A: How about "Null Pointers" or "Byte Me"?
U: 哈哈 都不错，我拿去给他们 vote 一下。""",
  ),
S("mixed", """A: 你上次说想学 swimming，开始了吗？
U: 开始了！每周二四晚上，在公司附近的 pool，教练姓赵。""",
  evt("每周二四晚上，在公司附近的 pool"), gen("教练姓赵")),
S("mixed", """U: Docker image 的 base 用什么好？
A: 你可以用 debian-slim 或者 alpine。
U: debian-slim，之前被 alpine 的 DNS 问题坑过。""",
  dec("debian-slim，之前被 alpine 的 DNS 问题坑过")),
S("en", """U: Remind me what we said about the school run.
A: You mentioned alternating weeks with your neighbour.
U: Yes, and we've added a rule: whoever drives on Friday also does the swimming kit.""",
  disc("whoever drives on Friday also does the swimming kit")),
]
