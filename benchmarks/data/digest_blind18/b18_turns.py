"""Multi-turn snippets, including issue-22 shapes."""
from b18_common import S, dec, pref, cfg, evt, gen, disc, idea, proj

DATA = [
# issue-22 shape 1 (en labels, mixed): decision via a cancelled trial, port via a curl URL,
# preferences via the reading situation and a format tolerance, Chinese decision via a vote result,
# go-live tied to the clocks going back.
S("mixed", """
A: For monitoring you could look at Datadog, Grafana Cloud or a self-hosted Prometheus stack.
U: I cancelled the Datadog trial on Friday. Grafana Cloud it is, the free tier covers us.
U: The exporter answers on curl http://localhost:9464/metrics, that's the port to scrape.
A: Got it. Should I also set up the node exporter on 9100?
U: Not now. And I read your replies on my phone on the train, so keep lines short.
U: Tables are fine when there are more than three rows, otherwise just list it.
U: 另外，团队投票结果出来了，五比二，告警通知走飞书，不走钉钉。
U: It goes live the first Monday after the clocks go back.
""", dec("Grafana Cloud it is, the free tier covers us", x=["I cancelled the Datadog trial on Friday", "you could look at Datadog, Grafana Cloud or a self-hosted Prometheus stack"]),
     cfg("curl http://localhost:9464/metrics", x=["Should I also set up the node exporter on 9100?"]),
     pref("keep lines short"),
     pref("Tables are fine when there are more than three rows, otherwise just list it"),
     dec("告警通知走飞书，不走钉钉"),
     evt("It goes live the first Monday after the clocks go back")),
# issue-22 shape 2 (zh): decision via a signed contract, port via an .env line,
# preferences via "I'll paste it straight into the wiki" and a complaint about length, go-live after year-end bonus.
S("zh", """
用: 合同昨天签了，买的是帆软的 FineReport，永洪那家报价单我已经退回去了。
助: 好的。部署需要我给一份端口规划吗？
用: 不用，.env 里写的是 REPORT_PORT=8075，就这个。
用: 你写的说明我会直接贴进 wiki，所以别用 emoji。
用: 还有，上次那份太长了，一屏能看完最好。
用: 领导的意思是数据源先只接 ERP，CRM 明年再说，我同意了。
用: 等年终奖发下来那天上线，大概一月二十号。
""", dec("合同昨天签了，买的是帆软的 FineReport", x=["永洪那家报价单我已经退回去了"]),
     cfg("REPORT_PORT=8075", x=["部署需要我给一份端口规划吗？"]),
     pref("别用 emoji"),
     pref("一屏能看完最好", x=["上次那份太长了"]),
     dec("数据源先只接 ERP，CRM 明年再说"),
     evt("等年终奖发下来那天上线，大概一月二十号")),
# issue-22 shape 3 (en): decision via a reverted reversal, port in an nginx listen line,
# prefs by contrast with a colleague, go-live after Easter bank holiday.
S("mixed", """
U: Quick update. We tried moving the queue to SQS, hated it, and went back. Redis-backed BullMQ stays.
A: Understood. Is the worker dashboard still on the same port?
U: It's behind nginx now: listen 8443 ssl; — the old 3001 is closed.
U: When you write runbooks for me, numbered steps, one command per step.
A: And for Jon?
U: Jon likes prose, I don't care. For me, no screenshots either, they go stale.
U: The boss also messaged: 支付回调就放在老服务器上，别动了. I said fine.
U: Cutover is the Tuesday after the Easter bank holiday.
""", dec("Redis-backed BullMQ stays", x=["We tried moving the queue to SQS, hated it, and went back"]),
     cfg("listen 8443 ssl;", x=["the old 3001 is closed"]),
     pref("numbered steps, one command per step"),
     pref("no screenshots either, they go stale", x=["Jon likes prose"]),
     dec("支付回调就放在老服务器上，别动了"),
     evt("Cutover is the Tuesday after the Easter bank holiday")),
S("en", """
A: Do you want the invoice template in Word or Google Docs?
U: Docs, please.
A: With your logo at the top?
U: No logo, just the business name, Fernleaf Studio. VAT number goes in the footer.
""", pref("Docs, please"), pref("No logo, just the business name, Fernleaf Studio"), cfg("VAT number goes in the footer")),
S("en", """
U: Can you look at my CV?
A: Sure, paste it in.
U: Actually not today, I'll come back to it.
""", ),
S("en", """
A: What time zone should the reminders use?
U: I'm in Halifax, so Atlantic.
A: Atlantic time, noted. Any days to skip?
U: Sundays. I'm at my parents'.
""", gen("I'm in Halifax, so Atlantic"), pref("Sundays. I'm at my parents'")),
S("en", """
U: Let's play twenty questions. I'm thinking of an animal.
A: Is it bigger than a breadbox?
U: Yes!
""", ),
S("en", """
U: The release got pushed.
A: To when?
U: To the 18th. QA found a data-loss bug in the sync code; Marco is on it.
""", evt("To the 18th"), gen("QA found a data-loss bug in the sync code; Marco is on it")),
S("en", """
A: Last time you mentioned you use Vim.
U: Neovim now, with lazy.nvim. Same keybindings though.
""", gen("Neovim now, with lazy.nvim", x=["Last time you mentioned you use Vim."])),
S("zh", """
助: 这次家长会你能去吗？
用: 去不了，周四我值夜班。
用: 让孩子他爸去，他那天调休。
""", gen("周四我值夜班"), evt("让孩子他爸去，他那天调休")),
S("zh", """
用: 帮我看看这份简历。
助: 好的，请贴过来。
用: 哎算了，明天再说吧，先去吃饭。
""", ),
S("zh", """
助: 服务器选在哪个区域？
用: 华东二，上海。
助: 数据库也放那儿吗？
用: 对，同一个可用区，省得跨区延迟。
""", cfg("华东二，上海"), cfg("同一个可用区，省得跨区延迟")),
S("zh", """
用: 周报怎么写比较好？
助: 可以按“完成、进行中、风险”三块来写。
用: 我们公司有模板的，用不上，不过谢了。
""", ),
S("zh", """
助: 你之前说你在学吉他？
用: 换成尤克里里了，吉他按不动。每周六下午在琴行上课。
""", evt("换成尤克里里了，吉他按不动", x=["你之前说你在学吉他？"]), evt("每周六下午在琴行上课")),
S("zh", """
用: 下周一要交标书。
助: 需要我帮你列个检查清单吗？
用: 要。对了，这次是联合投标，我们跟中建三局一起，我们是牵头方。
""", evt("下周一要交标书"), gen("这次是联合投标，我们跟中建三局一起，我们是牵头方")),
S("mixed", """
User: 明天的 demo 几点？
Assistant: 你之前说是下午三点。
User: 改到上午十点了，client 那边要早点看。
""", evt("改到上午十点了", x=["你之前说是下午三点。"])),
S("mixed", """
用户: 我要给 team 写个 welcome message。
助手: 新同事叫什么？
用户: Olivia，做 data engineering，下周一入职，坐我旁边。
""", evt("Olivia，做 data engineering，下周一入职")),
S("mixed", """
User: can you recommend a 好用的 markdown editor?
Assistant: Typora, Obsidian, or VS Code with preview.
User: 我试试，thanks。
""", ),
S("en", """
U: The plumber's coming.
A: When?
U: Wednesday between eight and twelve. I'll work from home that morning.
U: And it's Gary again, the one who fixed the stopcock.
""", evt("Wednesday between eight and twelve"), evt("I'll work from home that morning"), gen("it's Gary again, the one who fixed the stopcock")),
S("en", """
A: You said your daughter is allergic to nuts.
U: Tree nuts only. Peanuts are fine, weirdly.
""", gen("Tree nuts only. Peanuts are fine, weirdly", x=["You said your daughter is allergic to nuts."])),
S("zh", """
用: 你当我的面试官，问我几个 Java 的问题吧。
助: 好的，第一题：HashMap 的底层结构是什么？
用: 数组加链表，链表长了转红黑树。
""", ),
S("mixed", """
User: staging 的 deploy 又挂了。
Assistant: 是 migration 的问题吗？
User: 不是，是 disk 满了。我清了 old images，以后 cron 每周日凌晨清一次。
""", evt("是 disk 满了"), cfg("以后 cron 每周日凌晨清一次")),
]
