#!/usr/bin/env python3
"""Blind held-out evaluation set 5 for the conversation digester (digest_blind5).

Standard library only, deterministic. Holds all the data, checks it, and writes
digest_blind5.json and digest_blind5.sha256 next to this script. If a check fails,
the problems are listed and nothing is written.

Data notation (to keep the hand-written data compact):
  S(lang, text, items...)      one snippet; text lines are User:/Assistant:/用户:/助手: turns
  item = (cat, must, extra)    cat abbreviation; must = phrases joined by "|";
                               extra = extra must_not phrases joined by "|" ("" for none);
                               an extra entry "-X" removes neighbour key X from this item.
  optional 4th element: the item's key phrase (default: its longest must phrase).
Every item's must_not = its extra phrases + the key phrase of every other item in the
same snippet (neighbouring facts), minus "-X" removals and minus keys its own must contains.
"""
import hashlib
import json
import os
import re
import sys

CATS = {"dec": "decision", "cfg": "config", "pref": "preference", "evt": "event",
        "gen": "general", "proj": "project", "idea": "idea", "disc": "discussion"}
DATA = []


def S(lang, text, *items):
    DATA.append((lang, text, list(items)))


# ---------------------------------------------------------------------------
# English, part 1: e-commerce, legal, research, home lab, HPC, support, hiring
# ---------------------------------------------------------------------------
S("en", "User: For the shop we're shipping everything through DHL Express rather than UPS, and starting March 1st the returns window goes to 30 days (it's 14 today).\n",
  ("dec", "DHL Express", "rather than UPS"),
  ("cfg", "starting March 1st|returns window|30 days", "it's 14 today"))
S("en", "User: Free shipping kicks in at $75 — it was $50 but margins got eaten alive.\nAssistant: Noted. Should the threshold be the same for Canada?\nUser: Canada gets $100, they pay more in duties anyway.\n",
  ("cfg", "Free shipping|$75", "it was $50"),
  ("cfg", "Canada gets $100", ""))
S("en", "User: can you remind me what the difference between FIFO and weighted average costing is? my accountant mentioned it and I nodded like I knew\n")
S("en", "User: Legal signed off on the DPA with Acme last Thursday, so we're clear to start moving EU customer data into the Frankfurt region — but nothing from the UK tenants until their addendum comes back.\n",
  ("evt", "signed off on the DPA|Acme|last Thursday", ""),
  ("dec", "EU customer data|Frankfurt region", ""),
  ("dec", "nothing from the UK tenants|addendum", ""))
S("en", "User: Citations in the thesis are APA 7th, not Chicago; my supervisor was very clear about that. Also figures go at the end of each chapter rather than inline.\n",
  ("pref", "APA 7th", "not Chicago"),
  ("pref", "figures go at the end of each chapter", "rather than inline"))
S("en", "User: The camera-ready deadline for the workshop paper is May 9, 23:59 AoE, and the page limit is 6 plus unlimited references.\n",
  ("evt", "camera-ready deadline|May 9", ""),
  ("cfg", "page limit is 6", "", "page limit is 6"))
S("en", "User: On the home lab, the NAS sits on VLAN 30 and the cameras on VLAN 40, and the cameras are not allowed out to the internet at all.\n",
  ("cfg", "NAS|VLAN 30", ""),
  ("cfg", "cameras on VLAN 40", ""),
  ("dec", "cameras are not allowed out to the internet", ""))
S("en", "User: I moved the Proxmox backups off the USB drive and onto the Synology; they run nightly at 2:15 and keep 14 copies.\n",
  ("dec", "Proxmox backups|onto the Synology", ""),
  ("cfg", "nightly at 2:15", ""),
  ("cfg", "keep 14 copies", ""))
S("en", "User: What's a sane default MTU for a WireGuard tunnel over PPPoE? I keep reading different numbers.\nAssistant: 1412 is a common safe choice over PPPoE; 1420 is the WireGuard default on plain Ethernet.\nUser: ok thanks, I'll play with it\n")
S("en", "User: Jobs on the cluster go to the gpu-a100 partition with a 48-hour wall clock limit, and please always request --mem explicitly because the default is only 4 GB per node.\n",
  ("cfg", "gpu-a100 partition", ""),
  ("cfg", "48-hour wall clock limit", ""),
  ("pref", "always request --mem explicitly", "", "request --mem explicitly"))
S("en", "User: Our scratch space gets purged after 30 days of no access, which bit me last month, so the raw simulation output now lives under /project/climate instead.\n",
  ("gen", "scratch space|purged after 30 days", ""),
  ("dec", "raw simulation output|/project/climate", ""))
S("en", "User: first-response target for support tickets is 4 business hours for paid plans and next business day for free, and anything tagged billing goes straight to Dana\n",
  ("cfg", "first-response target|4 business hours", ""),
  ("cfg", "next business day for free", ""),
  ("dec", "tagged billing|straight to Dana", ""))
S("en", "User: We're killing the phone line — support is chat and email only from June.\n",
  ("dec", "killing the phone line|chat and email only|from June", ""))
S("en", "User: Interview loop for the backend role is a 30-minute screen, a take-home capped at three hours, then a half-day onsite with four people. We pay candidates $200 for the take-home.\n",
  ("dec", "30-minute screen", ""),
  ("cfg", "take-home capped at three hours", ""),
  ("dec", "half-day onsite with four people", ""),
  ("dec", "pay candidates $200", ""))
S("en", "User: The offer to Priya goes out Monday and she has until the 20th to answer.\n",
  ("evt", "offer to Priya|Monday", ""),
  ("evt", "until the 20th", ""))
S("en", "User: Honestly I'm exhausted, this week has been a lot. Three launches and a reorg.\nAssistant: That sounds like a heavy week. Anything I can take off your plate?\nUser: nah just venting, thanks\n")
S("en", "User: The podcast gets exported at 96 kbps mono MP3, loudness normalised to -16 LUFS, and episodes drop every other Tuesday at 6 a.m. Eastern.\n",
  ("cfg", "96 kbps mono MP3", ""),
  ("cfg", "-16 LUFS", ""),
  ("evt", "every other Tuesday|6 a.m. Eastern", ""))
S("en", "User: Guest episodes need a signed release form before we publish, no exceptions — we got burned once.\n",
  ("dec", "signed release form before we publish", "", "signed release form"))
S("en", "User: Invoices are net 30, late fees are 1.5% a month, and we invoice on the last working day of the month.\n",
  ("cfg", "net 30", ""),
  ("cfg", "late fees|1.5% a month", ""),
  ("cfg", "last working day of the month", ""))
S("en", "User: Our fiscal year runs July to June, so Q1 is July through September — keep that in mind whenever I say 'Q1'.\n",
  ("gen", "fiscal year runs July to June", ""))
S("en", "User: Rotate the Stripe API keys every 90 days, and the person rotating them is whoever is on call that week, not me.\n",
  ("cfg", "Stripe API keys every 90 days", ""),
  ("dec", "whoever is on call that week", "not me|-Stripe API keys every 90 days"))
S("en", "User: The pen test is booked with NCC for the week of October 14, scope is the public API and the admin console but not the mobile apps.\n",
  ("evt", "pen test|NCC|October 14", ""),
  ("dec", "scope is the public API and the admin console", "not the mobile apps"))
S("en", "User: Hardware keys are mandatory for anyone with production access; TOTP is still fine for everyone else.\n",
  ("dec", "Hardware keys are mandatory|production access", ""),
  ("dec", "TOTP is still fine for everyone else", ""))
S("en", "User: The orders DAG in Airflow runs hourly at minute 5, and the finance DAG only once a day at 04:00 UTC after the bank files land.\n",
  ("cfg", "orders DAG|hourly at minute 5", ""),
  ("cfg", "finance DAG|04:00 UTC", ""))
S("en", "User: we've standardised on dbt for all transformations; the handwritten SQL scripts in the cron folder are frozen and will be deleted once the models match\n",
  ("dec", "standardised on dbt", ""),
  ("dec", "handwritten SQL scripts|frozen", ""))
S("en", "User: The project is licensed Apache-2.0 — we talked about MPL but didn't want to scare off companies — and we cut a minor release every six weeks.\n",
  ("dec", "Apache-2.0", "talked about MPL"),
  ("cfg", "minor release every six weeks", ""))
S("en", "User: Is it rude to close a stale issue without commenting first?\nAssistant: It's usually friendlier to leave a short note, or use a bot that warns before closing.\n")
S("en", "User: For the restaurant, the kitchen closes at 9:30 on weeknights and 10:30 on Fridays and Saturdays, and we're closed Mondays.\n",
  ("cfg", "kitchen closes at 9:30 on weeknights", ""),
  ("cfg", "10:30 on Fridays and Saturdays", ""),
  ("gen", "closed Mondays", ""))
S("en", "User: Table bookings go through Resy now. We dropped OpenTable after the fee hike.\n",
  ("dec", "Resy|dropped OpenTable", ""))
S("en", "User: I'm vegetarian but I eat fish, and I'm allergic to cashews, so please keep that in mind for any recipe stuff.\n",
  ("pref", "vegetarian but I eat fish", ""),
  ("gen", "allergic to cashews", ""))
S("en", "User: Training plan: long run on Sundays, intervals on Wednesdays, and no running two days in a row because of my knee.\n",
  ("pref", "long run on Sundays", ""),
  ("pref", "intervals on Wednesdays", ""),
  ("pref", "no running two days in a row", ""))
S("en", "User: Use tabs, not spaces, in the Go code — gofmt does it anyway — but in the YAML it's two spaces and nothing else.\n",
  ("pref", "Use tabs", "not spaces"),
  ("pref", "YAML|two spaces", ""))
S("en", "User: Line length is 100 for Python. I know black says 88, I don't care.\n",
  ("pref", "Line length is 100", "black says 88"))
S("en", "User: We rebase feature branches; merge commits are only allowed on release branches.\n",
  ("dec", "rebase feature branches", ""),
  ("dec", "merge commits are only allowed on release branches", "", "merge commits"))
S("en", "User: Dates in every UI and every export are ISO 8601, and times are shown in the viewer's local zone but stored as UTC.\n",
  ("dec", "ISO 8601", ""),
  ("dec", "viewer's local zone", ""),
  ("dec", "stored as UTC", ""))
S("en", "User: Sorry, I was wrong earlier — the warehouse cutoff for same-day dispatch is 2 p.m., not noon.\n",
  ("cfg", "same-day dispatch|2 p.m.", "not noon"))
S("en", "User: Could you summarise the GDPR right to erasure in two sentences?\n")
S("en", "User: Data retention for support transcripts is two years, after which they're anonymised, not deleted, because the analytics team still needs the volumes.\n",
  ("cfg", "support transcripts|two years", ""),
  ("dec", "anonymised", "not deleted"))
S("en", "User: Heads-up, the Shopify store goes live on the 3rd at 9 a.m. Sydney time; the old WooCommerce site will redirect for a month and then get switched off.\n",
  ("evt", "Shopify store goes live|the 3rd|9 a.m. Sydney time", ""),
  ("dec", "redirect for a month", "", "redirect for a month"))
S("en", "User: Let's go with three warehouse pickers on Saturdays — actually make that four, the promo's going to be big.\n",
  ("cfg", "make that four|Saturdays", "three warehouse pickers"))

# ---------------------------------------------------------------------------
# Chinese, part 1: 电商、财务、法务、科研、客服、招聘、直播、仓储、生活
# ---------------------------------------------------------------------------
S("zh", "用户: 店铺那边定了，双十一满 300 减 40，预售从 10 月 24 号晚八点开始。\n",
  ("dec", "满 300 减 40", ""),
  ("evt", "预售|10 月 24 号晚八点", ""))
S("zh", "用户: 快递换成中通了，韵达那边丢件太多；不过生鲜还是走顺丰冷链。\n",
  ("dec", "换成中通", ""),
  ("dec", "生鲜|顺丰冷链", ""))
S("zh", "用户: 你帮我看看这个标题怎么样：“秋冬加厚卫衣女宽松百搭”？\n助手: 可以再加上材质和场景词，比如“纯棉”“学生”。\n用户: 好，我再改改\n")
S("zh", "用户: 报销的规矩是这样：单笔五百以下组长批就行，五百到五千要财务总监，再往上得老板签字。\n",
  ("cfg", "五百以下组长批", ""),
  ("cfg", "五百到五千要财务总监", ""),
  ("cfg", "老板签字", ""))
S("zh", "用户: 每月 5 号之前把上个月的票贴好交上去，过了这个点就只能下个月一起报了。\n",
  ("cfg", "每月 5 号之前", ""),
  ("cfg", "下个月一起报", ""))
S("zh", "用户: 跟供应商的框架合同续签了，签了三年，价格每年最多涨 3%。\n",
  ("evt", "框架合同续签了", ""),
  ("cfg", "签了三年", ""),
  ("cfg", "每年最多涨 3%", ""))
S("zh", "用户: 合同里的争议解决条款改成在上海仲裁，不走法院诉讼了，法务已经确认。\n",
  ("dec", "上海仲裁", "不走法院诉讼"))
S("zh", "用户: 保密协议是什么意思来着？跟竞业限制是一回事吗？\n助手: 不是一回事。保密协议约束的是信息，竞业限制约束的是离职后去哪儿工作。\n")
S("zh", "用户: 论文投 ACL，截稿是 2 月 15 号，摘要要提前一周注册。\n",
  ("dec", "投 ACL", ""),
  ("evt", "截稿是 2 月 15 号", ""),
  ("cfg", "摘要要提前一周注册", ""))
S("zh", "用户: 实验结果统一报三个随机种子的均值和标准差，表格里保留两位小数。\n",
  ("dec", "三个随机种子的均值和标准差", ""),
  ("pref", "保留两位小数", ""))
S("zh", "用户: 组会改到周四下午三点半了，地点还是 B 座 402。\n",
  ("evt", "组会|周四下午三点半", ""),
  ("cfg", "B 座 402", ""))
S("zh", "用户: 导师说第三章的消融实验得重做，基线要加上 LoRA。\n",
  ("dec", "消融实验得重做", ""),
  ("dec", "基线要加上 LoRA", ""))
S("zh", "用户: 客服的响应时间，工作日两分钟内必须回，晚上十点以后转机器人。\n",
  ("cfg", "两分钟内必须回", ""),
  ("cfg", "晚上十点以后转机器人", ""))
S("zh", "用户: 差评一律由客服主管亲自跟进，不许直接给买家返现删评。\n",
  ("dec", "差评|客服主管亲自跟进", ""),
  ("dec", "不许直接给买家返现删评", ""))
S("zh", "用户: 今天累死了，一天回了三百多条消息。\n助手: 辛苦了，要不要我帮你整理几个常用回复模板？\n用户: 明天再说吧\n")
S("zh", "用户: 招聘这块，前端那个岗位我们只招三年以上经验的，薪资范围 25 到 35K，十四薪。\n",
  ("dec", "三年以上经验", ""),
  ("cfg", "25 到 35K", ""),
  ("cfg", "十四薪", ""))
S("zh", "用户: 面试流程定成两轮技术加一轮 HR，笔试就不搞了。\n",
  ("dec", "两轮技术加一轮 HR", ""),
  ("dec", "笔试就不搞了", ""))
S("zh", "用户: 小王下周一入职，工位安排在靠窗那排，电脑给他配 32G 内存的。\n",
  ("evt", "小王下周一入职", ""),
  ("cfg", "靠窗那排", ""),
  ("cfg", "32G 内存", ""))
S("zh", "用户: 主播的提成按 8% 算——哦不对，上个月刚谈成 10%，按 10% 走。\n",
  ("cfg", "按 10% 走", "按 8% 算"))
S("zh", "用户: 仓库那边，库存低于 50 件就自动提醒补货，爆款的线调到 200。\n",
  ("cfg", "低于 50 件|补货", ""),
  ("cfg", "爆款|200", "", "爆款的线调到 200"))
S("zh", "用户: 盘点改成每月一次，以前是每季度，太容易对不上账了。\n",
  ("cfg", "盘点改成每月一次", "以前是每季度"))
S("zh", "用户: 我下个月搬家，新地址是朝阳区望京 SOHO 附近，具体门牌等签完合同再说。\n",
  ("evt", "下个月搬家", ""),
  ("gen", "望京 SOHO 附近", ""))
S("zh", "用户: 孩子每周三和周五下午四点要接，周三是我，周五是她奶奶。\n",
  ("evt", "每周三和周五下午四点要接", ""),
  ("gen", "周三是我", ""),
  ("gen", "周五是她奶奶", ""))
S("zh", "用户: 我不吃香菜，也不吃辣，推荐菜的时候注意点。\n",
  ("pref", "不吃香菜", ""),
  ("pref", "不吃辣", ""))
S("zh", "用户: 健身房换到公司楼下那家了，私教课买了二十节，每周二、四上。\n",
  ("dec", "公司楼下那家", ""),
  ("cfg", "私教课买了二十节", ""),
  ("cfg", "每周二、四上", ""))
S("zh", "用户: 日语准备考 N2，十二月那场，每天背三十个单词。\n",
  ("dec", "考 N2|十二月那场", ""),
  ("pref", "每天背三十个单词", ""))
S("zh", "用户: 帮我查下明天北京会不会下雨？\n")
S("zh", "用户: 数据库那边，主库的 max_connections 调到 800，从库保持 500 不动。\n",
  ("cfg", "max_connections 调到 800", ""),
  ("cfg", "从库保持 500 不动", ""))
S("zh", "用户: 慢查询阈值设成 200 毫秒，超过的每天早上九点汇总发到 DBA 群。\n",
  ("cfg", "慢查询阈值|200 毫秒", ""),
  ("cfg", "每天早上九点汇总", ""))
S("zh", "用户: 全量备份每周日凌晨三点做一次，binlog 留 7 天，备份文件放到另一个机房。\n",
  ("cfg", "全量备份|每周日凌晨三点", ""),
  ("cfg", "binlog 留 7 天", ""),
  ("dec", "备份文件放到另一个机房", ""))
S("zh", "用户: 我看还是别升 MySQL 8.4 了，等 8.0 停止维护前再说，现在先稳住。\n",
  ("dec", "别升 MySQL 8.4", ""))
S("zh", "用户: 密码策略：至少 12 位，90 天强制改一次，连续输错 5 次锁 30 分钟。\n",
  ("cfg", "至少 12 位", ""),
  ("cfg", "90 天强制改一次", ""),
  ("cfg", "连续输错 5 次锁 30 分钟", ""))
S("zh", "用户: 外包人员的 VPN 账号一律月底收回，续约了再重新开。\n",
  ("dec", "外包人员的 VPN 账号|月底收回", ""),
  ("dec", "续约了再重新开", "-外包人员的 VPN 账号"))
S("zh", "用户: 等保测评约在 11 月 18 号，那周谁都别请假。\n",
  ("evt", "等保测评|11 月 18 号", ""),
  ("dec", "那周谁都别请假", "-11 月 18 号"))
S("zh", "用户: 课程这学期用雨课堂布置作业，不用学习通了；期末占 60%，平时 40%。\n",
  ("dec", "雨课堂布置作业", "不用学习通"),
  ("cfg", "期末占 60%", ""),
  ("cfg", "平时 40%", ""))
S("zh", "用户: 答疑时间是每周一晚上七点，腾讯会议号固定不变。\n",
  ("cfg", "答疑时间|每周一晚上七点", ""),
  ("cfg", "腾讯会议号固定不变", ""))
S("zh", "用户: 病历系统里患者手机号只显示后四位，导出的时候也得脱敏。\n",
  ("dec", "患者手机号只显示后四位", ""),
  ("dec", "导出的时候也得脱敏", ""))
S("zh", "用户: 周六上午的专家号加到 30 个了（原来 20 个），张医生也加进来坐诊。\n",
  ("cfg", "专家号|加到 30 个", "原来 20 个"),
  ("dec", "张医生也加进来坐诊", ""))
S("zh", "用户: 你觉得牙科诊所做小红书推广有用吗？\n助手: 看目标人群，做正畸和美白的效果一般不错。\n用户: 嗯我再想想\n")
S("zh", "用户: 装修的事敲定了：地板用木地板，厨房做开放式，预算卡在 25 万以内。\n",
  ("dec", "木地板", ""),
  ("dec", "厨房做开放式", ""),
  ("cfg", "预算卡在 25 万以内", ""))
S("zh", "用户: 水电验收约在周五上午十点，工长说至少得等两天再封槽。\n",
  ("evt", "水电验收|周五上午十点", ""),
  ("gen", "两天再封槽", ""))
S("zh", "用户: 狗狗每天喂两顿，每顿 150 克，零食一天别超过三块。\n",
  ("cfg", "每天喂两顿", ""),
  ("cfg", "每顿 150 克", ""),
  ("cfg", "零食一天别超过三块", ""))
S("zh", "用户: 它下次打疫苗是 3 月 8 号，在小区门口那家宠物医院。\n",
  ("evt", "打疫苗|3 月 8 号|小区门口那家宠物医院", ""))
S("zh", "用户: 国庆去云南，10 月 2 号飞昆明，6 号从丽江回来，酒店都订好了。\n",
  ("evt", "10 月 2 号飞昆明", ""),
  ("evt", "6 号从丽江回来", ""),
  ("gen", "酒店都订好了", ""))
S("zh", "用户: 以后回答我尽量用要点，别写大段大段的，长的话最多五条。\n",
  ("pref", "尽量用要点", ""),
  ("pref", "最多五条", ""))
S("zh", "用户: 写周报的时候别用“赋能”“抓手”这种词，我老板最烦这个。\n",
  ("pref", "别用“赋能”“抓手”这种词", ""))
S("zh", "用户: 代码注释用中文写，变量名还是英文，别给我整拼音。\n",
  ("pref", "代码注释用中文写", ""),
  ("pref", "变量名还是英文", ""),
  ("pref", "别给我整拼音", ""))
S("zh", "用户: 提交信息按 Conventional Commits 来，feat、fix 那套，范围写模块名。\n",
  ("pref", "Conventional Commits", ""),
  ("pref", "范围写模块名", ""))
S("zh", "用户: 嗯嗯，好的，明白了。\n")

# ---------------------------------------------------------------------------
# Chinese, part 2: 物流、餐饮、运营、新媒体、硬件、农业、财务、确认与改口、无可记内容
# ---------------------------------------------------------------------------
S("zh", "助手: 我理解一下：新品首发放在 618 之前，先上天猫，抖音晚两周跟进，对吗？\n用户: 对，就这么定。\n",
  ("dec", "新品首发放在 618 之前", ""),
  ("dec", "先上天猫", ""),
  ("dec", "抖音晚两周跟进", ""))
S("zh", "助手: 那客服排班就按早班 8 点到 16 点、晚班 16 点到 24 点来？\n用户: 早班没问题，晚班到 23 点就行，零点以后没人咨询。\n",
  ("cfg", "早班 8 点到 16 点", "晚班 16 点到 24 点"),
  ("cfg", "晚班到 23 点", "晚班 16 点到 24 点"))
S("zh", "用户: 配送半径先定 3 公里。\n助手: 好的，起送价呢？\n用户: 起送价 20 块，满 35 免配送费。\n",
  ("cfg", "配送半径|3 公里", ""),
  ("cfg", "起送价 20 块", ""),
  ("cfg", "满 35 免配送费", ""))
S("zh", "用户: 店里的招牌菜换成酸汤肥牛了，水煮鱼下架，成本太高。\n",
  ("dec", "招牌菜换成酸汤肥牛", ""),
  ("dec", "水煮鱼下架", ""))
S("zh", "用户: 公众号推送固定在周二和周五早上七点半，头条写干货，次条放活动。\n",
  ("cfg", "周二和周五早上七点半", ""),
  ("dec", "头条写干货", ""),
  ("dec", "次条放活动", ""))
S("zh", "用户: 你说我们要不要也做个视频号？好像大家都在做。\n助手: 可以先用现有素材试一个月，看看数据。\n用户: 再说吧，人手不够\n")
S("zh", "用户: 上周复盘会聊了要不要把私域社群交给外包运营，大家主要担心的是回复口径不统一。\n",
  ("disc", "私域社群交给外包运营|回复口径不统一", ""))
S("zh", "用户: 我有个想法先记一下：以后可以给老客户做个生日月专属折扣，具体怎么做还没想好。\n",
  ("idea", "生日月专属折扣", ""))
S("zh", "用户: 板子改用 4 层板，2 层的走线实在绕不开；晶振用 25MHz 的。\n",
  ("dec", "4 层板", ""),
  ("cfg", "晶振用 25MHz", ""))
S("zh", "用户: 打样找嘉立创，一次打 10 片，焊接我们自己来。\n",
  ("dec", "打样找嘉立创", ""),
  ("cfg", "一次打 10 片", ""),
  ("dec", "焊接我们自己来", ""))
S("zh", "用户: 外壳颜色定哑光黑，丝印用白色，logo 放右下角。\n",
  ("dec", "哑光黑", ""),
  ("dec", "丝印用白色", ""),
  ("dec", "logo 放右下角", ""))
S("zh", "用户: 这个项目是给果园做的土壤湿度监测，二十个节点，LoRa 组网，太阳能供电。\n",
  ("proj", "果园|土壤湿度监测", ""),
  ("cfg", "二十个节点", ""),
  ("dec", "LoRa 组网", ""),
  ("dec", "太阳能供电", ""))
S("zh", "用户: 湿度低于 30% 就自动开阀浇水，每次浇 15 分钟。\n",
  ("cfg", "低于 30%|自动开阀浇水", ""),
  ("cfg", "每次浇 15 分钟", "-低于 30%"))
S("zh", "用户: 上报间隔先 10 分钟吧——算了还是半小时，电池扛不住。\n",
  ("cfg", "半小时", "先 10 分钟"))
S("zh", "用户: 你知道 LoRa 和 NB-IoT 哪个更省电吗？\n")
S("zh", "用户: 预算表以后按部门拆，每个季度末对一次账，超支 10% 以上要写说明。\n",
  ("dec", "预算表以后按部门拆", ""),
  ("cfg", "每个季度末对一次账", ""),
  ("cfg", "超支 10% 以上要写说明", ""))
S("zh", "用户: 工资每月 10 号发，遇到周末就提前到周五。\n",
  ("cfg", "工资每月 10 号发", ""),
  ("cfg", "提前到周五", ""))
S("zh", "用户: 年终奖今年定在一月底发，不拖到春节后了。\n",
  ("evt", "年终奖|一月底发", "不拖到春节后"))
S("zh", "用户: 更正一下，刚才说的会议室是 3 楼的“长江”，不是“黄河”。\n",
  ("cfg", "3 楼的“长江”", "不是“黄河”"))
S("zh", "用户: 报价单的有效期写 15 天，刚才我说 30 天是口误。\n",
  ("cfg", "有效期写 15 天", "我说 30 天"))
S("zh", "用户: 合作方对接人换成了李敏，之前的赵总调去华南区了，以后邮件直接抄送李敏就行。\n",
  ("gen", "对接人换成了李敏", ""),
  ("gen", "赵总调去华南区", ""),
  ("pref", "邮件直接抄送李敏", "", "直接抄送李敏"))
S("zh", "用户: 哈哈哈这个表情包太好笑了\n")
S("zh", "用户: 周末要不要去爬山呢，还是在家躺着好了。\n")
S("zh", "用户: 我老婆生日是 7 月 19 号，提前一周提醒我买礼物。\n",
  ("gen", "老婆生日是 7 月 19 号", ""),
  ("pref", "提前一周提醒我买礼物", ""))
S("zh", "用户: 体检约在下周二早上，要空腹，前一晚十点后别吃东西。\n",
  ("evt", "体检约在下周二早上", ""),
  ("gen", "前一晚十点后别吃东西", "-体检约在下周二早上"))
S("zh", "用户: 车险下个月 12 号到期，今年换平安，不续人保了。\n",
  ("evt", "车险下个月 12 号到期", ""),
  ("dec", "今年换平安", "不续人保"))
S("zh", "用户: 房贷每月 18 号扣款，工资卡里至少留一万。\n",
  ("cfg", "房贷每月 18 号扣款", ""),
  ("pref", "至少留一万", ""))
S("zh", "用户: 冷库温度设在零下 18 度，报警线零下 12 度，断电超过二十分钟要打电话给值班经理。\n",
  ("cfg", "冷库温度|零下 18 度", ""),
  ("cfg", "报警线零下 12 度", ""),
  ("dec", "断电超过二十分钟|打电话给值班经理", ""))
S("zh", "用户: 车队这周起改成两班倒，司机连续开车不许超过四小时。\n",
  ("dec", "两班倒", ""),
  ("cfg", "连续开车不许超过四小时", ""))
S("zh", "用户: 对了，华北仓下个月一号正式启用，天津那个临时仓月底退租。\n",
  ("evt", "华北仓下个月一号正式启用", ""),
  ("evt", "天津那个临时仓月底退租", ""))
S("zh", "用户: 退租押金要回来了吗？\n助手: 我这边没有相关记录，需要你确认一下。\n")
S("zh", "用户: 翻译稿统一用简体，术语以我们的术语表为准，人名第一次出现时括号注原文。\n",
  ("pref", "统一用简体", ""),
  ("dec", "术语以我们的术语表为准", ""),
  ("pref", "人名第一次出现时括号注原文", ""))
S("zh", "用户: 书名最终定了《山海之间》，出版社那边说三月下厂印刷。\n",
  ("dec", "《山海之间》", ""),
  ("evt", "三月下厂印刷", ""))
S("zh", "用户: 封面还在纠结蓝色还是绿色，你有啥建议？\n助手: 如果是自然主题，绿色会更贴合。\n")
S("zh", "用户: 我们这个小程序是做社区团购的，主要服务小区宝妈，团长抽成 5%。\n",
  ("proj", "社区团购|小区宝妈", ""),
  ("cfg", "团长抽成 5%", ""))
S("zh", "用户: 每天晚上九点截单，第二天下午四点前送到自提点。\n",
  ("cfg", "晚上九点截单", ""),
  ("cfg", "下午四点前送到自提点", ""))
S("zh", "用户: 今天开会吵了一下午要不要上会员体系，最后也没结论，主要分歧是怕老用户觉得被割韭菜。\n",
  ("disc", "会员体系|怕老用户觉得被割韭菜", ""))
S("zh", "用户: 我想记一下：以后有空做个自动对账的小工具，把支付宝和微信的账单合起来。\n",
  ("idea", "自动对账的小工具", ""))
S("zh", "用户: 可能要换个云服务商吧，阿里云有点贵，不过也不一定，回头看看。\n")
S("zh", "用户: 监控告警别再半夜打电话了，非 P0 的全部改成第二天早上汇总。\n",
  ("dec", "非 P0 的全部改成第二天早上汇总", "别再半夜打电话"))
S("zh", "用户: 图片全部走 OSS 加 CDN，源站不直接对外，缓存时间设一天。\n",
  ("dec", "图片全部走 OSS 加 CDN", ""),
  ("dec", "源站不直接对外", ""),
  ("cfg", "缓存时间设一天", ""))
S("zh", "用户: 新官网 15 号上线，上线前一天封版，谁也不许再提需求。\n",
  ("evt", "新官网 15 号上线", ""),
  ("dec", "上线前一天封版", ""))
S("zh", "用户: 域名续了五年，到 2031 年，证书用的是 Let's Encrypt 自动续期。\n",
  ("cfg", "域名续了五年|到 2031 年", ""),
  ("dec", "Let's Encrypt 自动续期", ""))
S("zh", "用户: 这段 SQL 为啥这么慢啊，帮我看看。\n助手: 可以先贴一下执行计划。\n")
S("zh", "用户: 测试环境每天晚上十二点自动重置数据，想留数据的自己导出去。\n",
  ("cfg", "每天晚上十二点自动重置数据", ""),
  ("gen", "想留数据的自己导出去", "-每天晚上十二点自动重置数据"))
S("zh", "用户: 接口文档挪到 Apifox 上了，Swagger 那个页面下周关掉。\n",
  ("dec", "接口文档挪到 Apifox", ""),
  ("evt", "Swagger 那个页面下周关掉", ""))
S("zh", "用户: 晚安～\n")
S("zh", "用户: 行吧，那就按你说的，每周一早上九点半开周会，半小时，超时的下次再聊。\n",
  ("cfg", "每周一早上九点半开周会|半小时", ""),
  ("dec", "超时的下次再聊", ""))
S("zh", "用户: 得嘞，网关超时统一 30 秒，别各服务自己瞎设了。\n",
  ("cfg", "网关超时统一 30 秒", ""),
  ("dec", "别各服务自己瞎设", ""))
S("zh", "用户: 打印机的墨盒又没了，谁去买一下？\n")

# ---------------------------------------------------------------------------
# English, part 2: lab, nonprofit, editorial, property, events, API design, recaps
# ---------------------------------------------------------------------------
S("en", "User: Samples are stored at -80 in freezer B, shelf 3, and anything older than five years gets logged and destroyed at the January audit.\n",
  ("cfg", "-80 in freezer B, shelf 3", ""),
  ("dec", "older than five years|January audit", ""))
S("en", "User: For the RNA-seq runs we're aligning with STAR, not HISAT2, and quantifying with Salmon; reference genome is GRCh38 with GENCODE v44.\n",
  ("dec", "aligning with STAR", "not HISAT2"),
  ("dec", "quantifying with Salmon", ""),
  ("cfg", "GRCh38 with GENCODE v44", ""))
S("en", "User: What's the difference between a technical and a biological replicate again?\n")
S("en", "User: The gala is on November 8th at the Grand Hall, tickets are $250, and the board has set the fundraising goal at $400k — up from last year's $320k.\n",
  ("evt", "gala|November 8th|Grand Hall", ""),
  ("cfg", "tickets are $250", ""),
  ("cfg", "fundraising goal|$400k", "last year's $320k"))
S("en", "User: Donor thank-you letters go out within 48 hours, signed by hand by the ED for anything over $1,000.\n",
  ("cfg", "thank-you letters|within 48 hours", ""),
  ("dec", "signed by hand by the ED|over $1,000", ""))
S("en", "User: We don't accept crypto donations. The board voted on it in March and it was unanimous.\n",
  ("dec", "don't accept crypto donations", ""),
  ("evt", "board voted on it in March", "-don't accept crypto donations"))
S("en", "User: Stories are embargoed until 6 a.m. on publication day, and any piece that names a minor has to be cleared by the standards editor first.\n",
  ("cfg", "embargoed until 6 a.m. on publication day", ""),
  ("dec", "names a minor|standards editor", ""))
S("en", "User: House style: 'per cent' in words, numbers one to nine spelt out, and no exclamation marks in headlines. Ever.\n",
  ("pref", "'per cent' in words", ""),
  ("pref", "numbers one to nine spelt out", ""),
  ("pref", "no exclamation marks in headlines", ""))
S("en", "User: The Sunday edition closes at 4 p.m. Saturday now, it used to be 6.\n",
  ("cfg", "Sunday edition closes at 4 p.m. Saturday", "it used to be 6"))
S("en", "User: Maintenance requests are triaged within one business day; anything involving water or gas is treated as an emergency and the plumber on retainer, Mike, is called straight away.\n",
  ("cfg", "triaged within one business day", ""),
  ("dec", "water or gas is treated as an emergency", ""),
  ("gen", "plumber on retainer, Mike", ""))
S("en", "User: Should I repaint before listing the flat or just sell as is? The agent thinks it doesn't matter much.\n")
S("en", "User: The wedding is June 14th next year at the vineyard, ceremony at 4, and we've capped the guest list at 120 — my mum wanted 150 but no.\n",
  ("evt", "wedding|June 14th next year|vineyard", ""),
  ("cfg", "ceremony at 4", ""),
  ("cfg", "guest list at 120", "my mum wanted 150"))
S("en", "User: Photographer is booked (Lena Ortiz). No live band — we went with a DJ because the quotes were insane.\n",
  ("gen", "Photographer is booked|Lena Ortiz", ""),
  ("dec", "went with a DJ", "No live band"))
S("en", "User: API versions live in the URL path, /v1, /v2, and we support each one for 18 months after its successor ships; pagination is cursor-based, never offset.\n",
  ("dec", "versions live in the URL path", ""),
  ("cfg", "18 months after its successor ships", ""),
  ("dec", "cursor-based", "never offset"))
S("en", "Assistant: To recap: webhooks retry 5 times with exponential backoff starting at 30 seconds, and you sign payloads with HMAC-SHA256.\nUser: yes, except it's 8 retries, some customers have flaky endpoints\n",
  ("cfg", "8 retries", "retry 5 times"),
  ("cfg", "exponential backoff starting at 30 seconds", ""),
  ("dec", "HMAC-SHA256", ""))
S("en", "Assistant: So the plan is to sunset the legacy XML endpoint on September 30th?\nUser: Right. And customers were emailed about it last week.\n",
  ("evt", "sunset the legacy XML endpoint|September 30th", ""),
  ("evt", "customers were emailed about it last week", "-sunset the legacy XML endpoint", "customers were emailed"))
S("en", "User: I shoot raw only, edit in Capture One rather than Lightroom, and deliver client galleries through Pixieset within two weeks.\n",
  ("pref", "shoot raw only", ""),
  ("pref", "Capture One", "rather than Lightroom"),
  ("cfg", "Pixieset within two weeks", ""))
S("en", "User: My day rate for translation work is EUR 420, rush jobs are plus 50%, and I don't take legal documents.\n",
  ("cfg", "day rate|EUR 420", ""),
  ("cfg", "rush jobs are plus 50%", ""),
  ("pref", "don't take legal documents", ""))
S("en", "User: Thanks, that was really helpful!\n")
S("en", "User: Newsletter goes out Thursday 8 a.m. subscriber time; we A/B the subject line on 10% of the list and send the winner to the rest after two hours.\n",
  ("cfg", "Thursday 8 a.m. subscriber time", ""),
  ("dec", "A/B the subject line on 10% of the list", ""),
  ("cfg", "winner to the rest after two hours", ""))
S("en", "User: The insurance claim for the water damage was filed on the 4th, reference CLM-88214; the adjuster visits Wednesday.\n",
  ("evt", "claim|filed on the 4th", ""),
  ("gen", "CLM-88214", ""),
  ("evt", "adjuster visits Wednesday", ""))
S("en", "User: wait, is it 'affect' or 'effect' when you mean to cause a change?\n")
S("en", "User: For the usability study we're recruiting eight participants through Respondent, paying $75 each for a 45-minute session, and we're not testing with internal staff anymore.\n",
  ("cfg", "eight participants|Respondent", ""),
  ("cfg", "$75 each for a 45-minute session", ""),
  ("dec", "not testing with internal staff anymore", ""))
S("en", "User: Everything we ship has to meet WCAG 2.2 AA; the contrast checks are part of the PR template now.\n",
  ("dec", "WCAG 2.2 AA", ""),
  ("dec", "contrast checks are part of the PR template", ""))
S("en", "User: The payment reconciliation job was rewritten last sprint. It now runs at 01:30 and flags any mismatch over fifty cents.\n",
  ("evt", "payment reconciliation job was rewritten last sprint", ""),
  ("cfg", "runs at 01:30", ""),
  ("cfg", "mismatch over fifty cents", ""))
S("en", "User: I'd rather you didn't use emoji in anything you write for me, and please don't start replies with 'Great question'.\n",
  ("pref", "didn't use emoji", ""),
  ("pref", "don't start replies with 'Great question'", ""))
S("en", "User: We might move the conference to Lisbon, or maybe Porto, or maybe we just stay in Berlin. Nobody knows yet.\n")
S("en", "User: Note to self: the museum's loan agreement for the two Hepworth pieces runs until 31 January, and the courier must accompany them both ways.\n",
  ("cfg", "loan agreement|Hepworth|31 January", ""),
  ("dec", "courier must accompany them both ways", ""))
S("en", "User: For the record, the Q3 board deck is owned by Tomás now, not Helen; she's moved to the partnerships team.\n",
  ("gen", "Q3 board deck is owned by Tomás", "not Helen"),
  ("gen", "moved to the partnerships team", ""))
S("en", "User: The drone survey flights are capped at 100 m altitude, only between 9 and 4, and never within 5 km of the airfield — the permit says so.\n",
  ("cfg", "capped at 100 m altitude", ""),
  ("cfg", "only between 9 and 4", ""),
  ("dec", "never within 5 km of the airfield", ""))
S("en", "User: We had a long chat in the design review about dark mode — the main worry was that the brand orange looks muddy on dark backgrounds.\n",
  ("disc", "dark mode|brand orange looks muddy", ""))
S("en", "User: Idea for later: a 'quiet week' every quarter where nobody ships features and we just fix papercuts. Not now, but write it down.\n",
  ("idea", "'quiet week' every quarter", ""))
S("en", "User: The venue holds 300 seated, catering is by Fieldhouse, and registration closes two weeks before, on October 3rd.\n",
  ("cfg", "venue holds 300 seated", ""),
  ("dec", "catering is by Fieldhouse", ""),
  ("evt", "registration closes|October 3rd", ""))
S("en", "User: The lab meeting is at 11 on Fridays — no, sorry, 11:30, we moved it when Raj joined.\n",
  ("cfg", "11:30", "at 11 on Fridays"))
S("en", "User: Okay, can you draft a polite email asking the landlord when the boiler will be fixed?\n")

# ---------------------------------------------------------------------------
# Mixed: code-switched both ways (LLM apps, cross-border e-commerce, study abroad,
# investing, SEO, front-end builds, remote teams)
# ---------------------------------------------------------------------------
S("mixed", "用户: 我们的 RAG 用 bge-m3 做 embedding，chunk size 定 512 tokens，overlap 64，reranker 先不上。\n",
  ("dec", "bge-m3", ""),
  ("cfg", "chunk size 定 512 tokens", ""),
  ("cfg", "overlap 64", ""),
  ("dec", "reranker 先不上", ""))
S("mixed", "用户: system prompt 里别写 “You are a helpful assistant” 这种废话，直接写任务和约束。\n",
  ("pref", "直接写任务和约束", "“You are a helpful assistant”"))
S("mixed", "User: The eval harness runs nightly, temperature 0, and we track 准确率 and 拒答率 separately — don't merge them into one score.\n",
  ("cfg", "eval harness runs nightly", ""),
  ("cfg", "temperature 0", ""),
  ("dec", "track 准确率 and 拒答率 separately", "merge them into one score"))
S("mixed", "用户: token 预算每个请求最多 8k，超了就先截断历史对话，保留最近五轮。\n",
  ("cfg", "最多 8k", ""),
  ("dec", "截断历史对话", ""),
  ("cfg", "保留最近五轮", ""))
S("mixed", "用户: 你觉得 GPT 系列和 Claude 哪个写代码好一点？just curious\n")
S("mixed", "用户: Amazon 美国站的货全部走 FBA，加拿大站先自发货，等 sales 起来再说。\n",
  ("dec", "美国站的货全部走 FBA", ""),
  ("dec", "加拿大站先自发货", ""))
S("mixed", "User: 头程 shipping from Shenzhen goes by sea to Long Beach, about 35 days door to door, and we keep eight weeks of safety stock in the warehouse.\n",
  ("dec", "by sea to Long Beach", ""),
  ("gen", "35 days door to door", ""),
  ("cfg", "eight weeks of safety stock", ""))
S("mixed", "用户: Prime Day 的 deal 已经报上去了，7 月 16 号开始，折扣 25% off。\n",
  ("evt", "Prime Day|deal 已经报上去了|7 月 16 号开始", ""),
  ("cfg", "折扣 25% off", ""))
S("mixed", "User: My 留学 applications: UCL and Edinburgh are the top two, Manchester is the safety, and I'm not applying to any US schools this round.\n",
  ("dec", "UCL and Edinburgh are the top two", ""),
  ("dec", "Manchester is the safety", ""),
  ("dec", "not applying to any US schools", ""))
S("mixed", "用户: 雅思考了 7.5，小分写作 6.5，所以不用再考了。personal statement 下周五给老师看初稿。\n",
  ("gen", "雅思考了 7.5", ""),
  ("gen", "写作 6.5", ""),
  ("evt", "personal statement|下周五给老师看初稿", ""))
S("mixed", "用户: 理财这块我的原则：每月工资的 30% 定投指数基金，only broad-market index funds，不碰个股。\n",
  ("pref", "30% 定投指数基金", ""),
  ("pref", "only broad-market index funds", ""),
  ("pref", "不碰个股", ""))
S("mixed", "用户: emergency fund 留够六个月生活费，放货币基金里。\n",
  ("pref", "emergency fund|六个月生活费", ""),
  ("pref", "放货币基金里", "-emergency fund"))
S("mixed", "User: 比特币现在还能买吗？asking for a friend lol\n")
S("mixed", "用户: SEO 这边，博客每周更新两篇，每篇至少 1500 字，target keyword 放在 H1 和第一段。\n",
  ("cfg", "博客每周更新两篇", ""),
  ("cfg", "至少 1500 字", ""),
  ("pref", "target keyword 放在 H1 和第一段", ""))
S("mixed", "用户: 前端构建从 webpack 迁到 Vite 了，dev server 跑在 5173，production build 的 chunk 超过 500KB 要报警。\n",
  ("dec", "从 webpack 迁到 Vite", ""),
  ("cfg", "dev server 跑在 5173", ""),
  ("cfg", "chunk 超过 500KB 要报警", ""))
S("mixed", "用户: CSS 方案定 Tailwind，不要再写 styled-components 了，legacy code 慢慢改。\n",
  ("dec", "定 Tailwind", "不要再写 styled-components"),
  ("dec", "legacy code 慢慢改", ""))
S("mixed", "User: The i18n keys are in English snake_case, e.g. checkout_button_label, and 文案 changes go through the 翻译 team, never straight into the JSON.\n",
  ("pref", "English snake_case", ""),
  ("dec", "文案 changes go through the 翻译 team", "never straight into the JSON"))
S("mixed", "用户: 我们 team 是全远程的，时区跨 UTC+8 到 UTC-5，所以 standup 改成 async，在 Slack 里发。\n",
  ("gen", "全远程", ""),
  ("gen", "UTC+8 到 UTC-5", ""),
  ("dec", "standup 改成 async", ""))
S("mixed", "用户: 每周只有一个 overlap hour，北京时间早上九点，用来开 sync meeting。\n",
  ("cfg", "北京时间早上九点|开 sync meeting", ""))
S("mixed", "User: 好的 thanks，我先去吃饭了\n")
S("mixed", "User: Heads-up, 我下周三到周五请假，去杭州参加婚礼, so please don't schedule anything with me those days.\n",
  ("evt", "下周三到周五请假", ""),
  ("gen", "去杭州参加婚礼", ""),
  ("pref", "don't schedule anything with me those days", ""))
S("mixed", "助手: 确认一下：Figma 文件以后统一放在 Design System 这个 team 下面，组件命名用 PascalCase？\n用户: 对的，PascalCase。但是图标的命名用 kebab-case。\n",
  ("dec", "Design System 这个 team", ""),
  ("pref", "组件命名用 PascalCase", ""),
  ("pref", "图标的命名用 kebab-case", ""))
S("mixed", "用户: 咱们的 SLA 写进 contract 里是 99.9%，不是 99.99%，销售别再乱承诺了。\n",
  ("cfg", "SLA|是 99.9%", "不是 99.99%"),
  ("dec", "销售别再乱承诺", ""))
S("mixed", "User: For the 年会 we booked the Hilton ballroom on January 24th, budget is 200k RMB, and the theme is 'retro 80s'.\n",
  ("evt", "Hilton ballroom|January 24th", ""),
  ("cfg", "budget is 200k RMB", ""),
  ("dec", "theme is 'retro 80s'", ""))
S("mixed", "用户: 那个 bug 复现了吗？\n助手: 还没有，需要你提供一下日志。\n用户: ok 我晚点发\n")
S("mixed", "用户: log level 线上用 INFO，staging 用 DEBUG，日志保留 14 天然后转到冷存储。\n",
  ("cfg", "线上用 INFO", ""),
  ("cfg", "staging 用 DEBUG", ""),
  ("cfg", "日志保留 14 天", ""),
  ("dec", "转到冷存储", ""))
S("mixed", "User: Please 用中文回答 from now on, except code comments, those stay in English.\n",
  ("pref", "用中文回答 from now on", ""),
  ("pref", "code comments, those stay in English", ""))
S("mixed", "用户: 我 prefer 先给结论再给理由，不要一上来就铺垫背景。\n",
  ("pref", "先给结论再给理由", ""))
S("mixed", "User: The 客户 portal launch slipped to the 28th — legal hadn't finished the 隐私政策 — and the soft launch with ten pilot customers is still on for the 21st.\n",
  ("evt", "portal launch slipped to the 28th", ""),
  ("gen", "legal hadn't finished the 隐私政策", ""),
  ("evt", "soft launch|ten pilot customers|the 21st", ""))
S("mixed", "用户: 数据 dashboard 每天早上 8 点自动刷新，核心指标就三个：DAU、付费率和 7 日留存。\n",
  ("cfg", "每天早上 8 点自动刷新", ""),
  ("dec", "DAU、付费率和 7 日留存", ""))
S("mixed", "用户: 要不要上 feature flag 平台？LaunchDarkly 有点贵，Unleash 自己搭又麻烦，纠结。\n")
S("mixed", "User: 实习生 Kevin starts on the 3rd, mentor is 老周, and he gets read-only access to prod for the first month.\n",
  ("evt", "Kevin starts on the 3rd", ""),
  ("gen", "mentor is 老周", ""),
  ("dec", "read-only access to prod for the first month", ""))
S("mixed", "用户: 这个项目叫 “Harbor Light”，是给港口做集装箱调度的 dashboard，甲方是宁波港。\n",
  ("proj", "Harbor Light|集装箱调度的 dashboard", ""),
  ("gen", "甲方是宁波港", ""))
S("mixed", "用户: 代码评审至少要一个 approve，涉及支付模块的要两个，而且其中一个必须是 senior。\n",
  ("cfg", "至少要一个 approve", ""),
  ("cfg", "支付模块的要两个", ""),
  ("dec", "必须是 senior", ""))
S("mixed", "User: Quick one — what does 'idempotent' mean in plain words? 我老是记不住\n")
S("mixed", "用户: 上周 all-hands 讨论了要不要开放 four-day week 试点，大家最担心的是客户响应会变慢。\n",
  ("disc", "four-day week 试点|客户响应会变慢", ""))
S("mixed", "User: 先记一个 idea：把 onboarding 文档做成一个 interactive checklist，新人每完成一项打个勾。\n",
  ("idea", "interactive checklist", ""))
S("mixed", "用户: 测试覆盖率门槛设 80%，低于这个 CI 直接 fail——哦不，先 70% 吧，老项目太难补了。\n",
  ("cfg", "先 70% 吧", "门槛设 80%"))
S("mixed", "User: Honestly 我觉得这个方案 overkill 了，但先看看大家怎么说吧。\n")
S("mixed", "用户: 客户反馈统一收进 Linear，tag 用 customer-feedback，每周五下午 triage 一次。\n",
  ("dec", "客户反馈统一收进 Linear", ""),
  ("cfg", "tag 用 customer-feedback", ""),
  ("cfg", "每周五下午 triage 一次", ""))
S("mixed", "User: 房租 is 6800 a month, paid on the 1st, and the lease runs until next August; 押一付三, so don't be surprised by the big transfer.\n",
  ("cfg", "房租 is 6800 a month", ""),
  ("cfg", "paid on the 1st", ""),
  ("evt", "lease runs until next August", ""),
  ("gen", "押一付三", ""))
S("mixed", "用户: 周报模板改一下：第一部分写 highlights，第二部分写 blockers，别写流水账。\n",
  ("pref", "第一部分写 highlights", ""),
  ("pref", "第二部分写 blockers", ""),
  ("pref", "别写流水账", ""))

# ---------------------------------------------------------------------------
# Later turns that set or correct a value; hypotheticals, questions and requests
# that hold values but nothing to keep
# ---------------------------------------------------------------------------
S("en", "User: Set the Slack reminder for expense reports to the 25th.\nAssistant: Done — the 25th of every month.\nUser: Actually, make it the 23rd; it's too close to the payroll cutoff otherwise.\n",
  ("cfg", "make it the 23rd", "reminder for expense reports to the 25th"))
S("en", "User: The demo for Northwind is on the 9th.\nAssistant: Got it. Morning or afternoon?\nUser: Afternoon, 2 p.m. their time, which is 8 a.m. ours.\n",
  ("evt", "demo for Northwind|the 9th|2 p.m. their time", ""))
S("en", "User: The bookkeeping moves to Xero.\nAssistant: From QuickBooks? When?\nUser: Yes, from the start of the new fiscal year. And the accountant gets adviser access, not full admin.\n",
  ("dec", "bookkeeping moves to Xero|from the start of the new fiscal year", ""),
  ("dec", "adviser access", "not full admin"))
S("zh", "用户: 年会抽奖一等奖定 iPhone。\n助手: 好的，几个名额？\n用户: 三个。哦不，预算不够，两个吧。\n",
  ("dec", "一等奖定 iPhone", ""),
  ("cfg", "两个吧", "三个"))
S("zh", "用户: 小区停车费涨了。\n助手: 涨到多少了？\n用户: 地上车位每月 300，以前 200；地下的 500 没变。\n",
  ("gen", "地上车位每月 300", "以前 200"),
  ("gen", "地下的 500 没变", ""))
S("mixed", "用户: staging 的 DB 密码下周一轮换。\n助手: 好的，需要通知哪些人？\n用户: 通知 backend 群就行，不用发全员邮件。\n",
  ("evt", "DB 密码下周一轮换", ""),
  ("dec", "通知 backend 群", "不用发全员邮件"))
S("en", "User: If we ever hit 10,000 orders a day, would Postgres still cope, or would we need to shard?\nAssistant: A single well-tuned Postgres handles that comfortably; sharding is far off.\n")
S("en", "User: What happens if I set the Celery retry count to 0?\n")
S("en", "User: Can you convert 72 °F to Celsius for me?\n")
S("en", "User: My sister thinks I should get a standing desk. Thoughts?\nAssistant: Many people like alternating; a converter is a cheap way to try it.\nUser: hmm, maybe. I'll think about it.\n")
S("en", "User: I'm getting ConnectionRefusedError on port 8443 when I curl the staging box — any idea why?\n")
S("zh", "用户: 假如我们把服务器从 4 核升到 8 核，大概能快多少？\n")
S("zh", "用户: 帮我把这句话翻译成英文：“我们下周二开会讨论预算。”\n")
S("zh", "用户: 要是明年预算砍一半，是不是得裁人啊？想想都头疼。\n")
S("zh", "用户: 你说猫粮一天喂多少合适？\n")
S("zh", "用户: 有人说周五下午发版是大忌，你怎么看？\n助手: 主要是出了问题周末没人处理，如果有值班和回滚预案，其实问题不大。\n")
S("zh", "用户: 唉，又加班到十点。\n")
S("mixed", "User: 假设 QPS 到 5000，Redis 单机 hold 得住吗？\n")
S("mixed", "用户: 这个 PR 你帮我 review 一下，看看有没有明显的问题。\n")
S("mixed", "User: 刚才那个 meeting 好无聊啊 lol\n")

# ---------------------------------------------------------------------------
# Ports, go-lives and passives; one snippet in the shape of issue 22's example
# (a decision, a port, two preferences, a Chinese decision, a go-live date)
# ---------------------------------------------------------------------------
S("en", "User: The metrics exporter listens on 9464 now — we had to move it off 9100 because node_exporter already sits there. Oh, and the admin UI is only reachable on localhost:8081; it is not exposed publicly.\n",
  ("cfg", "metrics exporter|9464", "off 9100"),
  ("dec", "admin UI is only reachable on localhost:8081", ""))
S("en", "User: We flip the switch on the new billing system at midnight on the 31st, and the old one is kept read-only until the auditors are done with it.\n",
  ("evt", "flip the switch on the new billing system|midnight on the 31st", ""),
  ("dec", "kept read-only until the auditors are done", ""))
S("en", "User: The staging cluster was decommissioned on Friday; previews are now built on Render, and preview URLs are deleted after seven days.\n",
  ("evt", "staging cluster was decommissioned on Friday", ""),
  ("dec", "previews are now built on Render", ""),
  ("cfg", "preview URLs are deleted after seven days", ""))
S("zh", "用户: 新的支付网关下周二晚上十点切流，先切 10% 的流量，观察一天没问题再全量。\n",
  ("evt", "支付网关下周二晚上十点切流", ""),
  ("cfg", "先切 10% 的流量", ""),
  ("dec", "观察一天没问题再全量", ""))
S("zh", "用户: 旧的 Redis 集群已经被下线了，缓存都迁到了新集群，端口改成 6380 了（原来是 6379），记得把配置改一下。\n",
  ("evt", "旧的 Redis 集群已经被下线了", ""),
  ("dec", "缓存都迁到了新集群", ""),
  ("cfg", "端口改成 6380", "原来是 6379"))
S("zh", "用户: 把日志采集从 Filebeat 换成 Vector 吧，内存占用能小一半。另外 Grafana 以后统一开在 3000 端口，别再各开各的了。\n",
  ("dec", "从 Filebeat 换成 Vector", ""),
  ("cfg", "Grafana|3000 端口", ""))
S("zh", "用户: 客服系统十二月一号正式上线，老的工单系统当天起只读，三个月后被删掉。\n",
  ("evt", "客服系统十二月一号正式上线", ""),
  ("dec", "老的工单系统当天起只读", ""),
  ("cfg", "三个月后被删掉", ""))
S("mixed", "用户: 本地开发 backend 统一跑 8000，frontend 跑 3001，请求都 proxy 到 /api。\n",
  ("cfg", "backend 统一跑 8000", ""),
  ("cfg", "frontend 跑 3001", ""),
  ("dec", "proxy 到 /api", ""))
S("mixed", "User: 新版 app 下周四 go live，先上 iOS，Android 那边等 review 过了再上，估计晚两三天。\n",
  ("evt", "下周四 go live", ""),
  ("dec", "先上 iOS", ""),
  ("evt", "Android 那边等 review 过了再上", ""))
S("mixed", "User: ok so postgres it is, and we'll run it on 5433 since 5432 is taken by the legacy box. I like short answers, and I hate it when you apologise. 前端那边就用 Svelte 吧。 We're live on the 14th.\n",
  ("dec", "postgres it is", ""),
  ("cfg", "run it on 5433", "-postgres it is"),
  ("pref", "I like short answers", ""),
  ("pref", "hate it when you apologise", ""),
  ("dec", "就用 Svelte", ""),
  ("evt", "live on the 14th", ""))

# ---------------------------------------------------------------------------
# build and check
# ---------------------------------------------------------------------------
LABELS = ("User: ", "Assistant: ", "用户: ", "助手: ")
CJK = re.compile(r"[\u4e00-\u9fff]")


def occurrences(text, phrase):
    out, i = [], text.find(phrase)
    while i >= 0:
        out.append(i)
        i = text.find(phrase, i + 1)
    return out


def min_window(text, phrases):
    """Smallest [start, end) that holds one occurrence of every phrase."""
    best = None

    def rec(k, lo, hi):
        nonlocal best
        if k == len(phrases):
            if best is None or hi - lo < best[1] - best[0]:
                best = (lo, hi)
            return
        for p in occurrences(text, phrases[k]):
            rec(k + 1, min(lo, p), max(hi, p + len(phrases[k])))

    rec(0, 10 ** 9, -1)
    return best


def build():
    problems, snippets = [], []
    for n, entry in enumerate(DATA):
        lang, text, raw = entry
        where = "entry %d (%r)" % (n, text[:40])
        if lang not in ("en", "zh", "mixed"):
            problems.append(where + ": bad lang %r" % lang)
        if not text.endswith("\n"):
            problems.append(where + ": text does not end with a newline")
        for line in text.rstrip("\n").split("\n"):
            if not line.startswith(LABELS):
                problems.append(where + ": line without a turn label: %r" % line[:40])
        has_cjk = bool(CJK.search(text))
        if lang == "en" and has_cjk:
            problems.append(where + ": en text holds CJK characters")
        if lang in ("zh", "mixed") and not has_cjk:
            problems.append(where + ": %s text holds no CJK characters" % lang)
        if lang == "en" and ("用户:" in text or "助手:" in text):
            problems.append(where + ": en text with Chinese labels")
        if lang == "zh" and re.search(r"^(User|Assistant):", text, re.M):
            problems.append(where + ": zh text with English labels")
        if lang == "mixed" and not re.search(r"(?<![A-Za-z-])[a-z]{3,}(?![A-Za-z-])", text):
            problems.append(where + ": mixed text without a lower-case English word")
        if len(raw) > 6:
            problems.append(where + ": more than 6 items")
        parsed = []
        for it in raw:
            if len(it) not in (3, 4):
                problems.append(where + ": item tuple of wrong size %r" % (it,))
                continue
            cat, must, extra = it[0], it[1], it[2]
            if cat not in CATS:
                problems.append(where + ": bad category %r" % cat)
            must = [m for m in must.split("|")] if must else []
            extra = [e for e in extra.split("|")] if extra else []
            key = it[3] if len(it) == 4 else (max(must, key=len) if must else "")
            parsed.append((cat, must, extra, key))
        keys = [p[3] for p in parsed]
        if len(set(keys)) != len(keys):
            problems.append(where + ": two items share the key %r" % keys)
        items = []
        for i, (cat, must, extra, key) in enumerate(parsed):
            iw = where + " item %d %r" % (i, must)
            if not 1 <= len(must) <= 3:
                problems.append(iw + ": needs 1-3 must phrases")
            if len(set(must)) != len(must):
                problems.append(iw + ": repeated must phrase")
            removed = {e[1:] for e in extra if e.startswith("-")}
            mn = [e for e in extra if not e.startswith("-")]
            for r in removed:
                if r not in keys:
                    problems.append(iw + ": removal of unknown key %r" % r)
            for j, k in enumerate(keys):
                if j == i or k in removed:
                    continue
                if any(k in m or m in k for m in must):
                    continue
                mn.append(k)
            if key not in text:
                problems.append(iw + ": key %r not in text" % key)
            for m in must:
                if not m.strip() or m != m.strip():
                    problems.append(iw + ": empty or padded must %r" % m)
                elif m not in text:
                    problems.append(iw + ": must %r not in text" % m)
                if len(m) < 2:
                    problems.append(iw + ": must %r too short" % m)
            seen = set()
            for x in mn:
                if x in seen:
                    problems.append(iw + ": must_not %r listed twice" % x)
                seen.add(x)
                if not x.strip() or x != x.strip():
                    problems.append(iw + ": empty or padded must_not %r" % x)
                    continue
                c = len(occurrences(text, x))
                if c == 0:
                    problems.append(iw + ": must_not %r not in text" % x)
                elif c > 1:
                    problems.append(iw + ": must_not %r occurs %d times" % (x, c))
                minlen = 2 if CJK.search(x) else 3
                if len(x) < minlen:
                    problems.append(iw + ": must_not %r too short" % x)
                for m in must:
                    if x in m:
                        problems.append(iw + ": must %r contains its must_not %r" % (m, x))
            if must and all(m in text for m in must):
                lo, hi = min_window(text, must)
                for x in mn:
                    for p in occurrences(text, x):
                        if p >= lo and p + len(x) <= hi:
                            problems.append(iw + ": must_not %r lies inside the must window" % x)
            items.append({"category": CATS.get(cat, cat), "must": must, "must_not": mn})
        snippets.append({"lang": lang, "split": "heldout", "text": text, "items": items})
    texts = [s["text"] for s in snippets]
    if len(set(texts)) != len(texts):
        dup = sorted({t[:40] for t in texts if texts.count(t) > 1})
        problems.append("duplicate texts: %r" % dup)
    snippets.sort(key=lambda s: hashlib.sha256(s["text"].encode("utf-8")).hexdigest())
    out = []
    for i, s in enumerate(snippets, 1):
        out.append({"id": "d5-%03d" % i, "lang": s["lang"], "split": s["split"],
                    "text": s["text"], "items": s["items"]})
    ids = [s["id"] for s in out]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    return out, problems


def stats(out):
    from collections import Counter
    lang = Counter(s["lang"] for s in out)
    cats = Counter(it["category"] for s in out for it in s["items"])
    nitems = Counter(len(s["items"]) for s in out)
    empty = Counter(s["lang"] for s in out if not s["items"])
    n_items = sum(cats.values())
    n_mn = sum(len(it["must_not"]) for s in out for it in s["items"])
    no_mn = sum(1 for s in out for it in s["items"] if not it["must_not"])
    zh_labels = sum(1 for s in out if s["lang"] == "mixed" and s["text"].startswith(("用户:", "助手:")))
    multi_user = sum(1 for s in out if sum(1 for l in s["text"].split("\n") if l.startswith(("User:", "用户:"))) >= 2)
    starts_asst = sum(1 for s in out if s["text"].startswith(("Assistant:", "助手:")))
    lines = ["snippets %d" % len(out)]
    for l in ("zh", "en", "mixed"):
        lines.append("  %s %d (%.1f %%)" % (l, lang[l], 100.0 * lang[l] / len(out)))
    lines.append("  mixed with Chinese labels %d" % zh_labels)
    lines.append("no item %d (%.1f %%): %s" % (nitems[0], 100.0 * nitems[0] / len(out),
                                               ", ".join("%s %d" % (l, empty[l]) for l in ("zh", "en", "mixed"))))
    lines.append("items per snippet: %s" % dict(sorted(nitems.items())))
    with_items = len(out) - nitems[0]
    lines.append("gold items %d (%.2f per snippet with items)" % (n_items, n_items / with_items))
    lines.append("must_not phrases %d (%d items have none)" % (n_mn, no_mn))
    lines.append("categories: " + ", ".join("%s %d" % kv for kv in cats.most_common()))
    lines.append("snippets with >=2 user turns %d; starting with the assistant %d" % (multi_user, starts_asst))
    return "\n".join(lines)


def main():
    out, problems = build()
    if problems:
        print("%d problem(s); nothing written:" % len(problems))
        for p in problems:
            print("  - " + p)
        return 1
    here = os.path.dirname(os.path.abspath(__file__))
    blob = (json.dumps(out, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    digest = hashlib.sha256(blob).hexdigest()
    with open(os.path.join(here, "digest_blind5.json"), "wb") as f:
        f.write(blob)
    with open(os.path.join(here, "digest_blind5.sha256"), "w", encoding="utf-8") as f:
        f.write("%s  digest_blind5.json\n" % digest)
    print(stats(out))
    print("sha256", digest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
