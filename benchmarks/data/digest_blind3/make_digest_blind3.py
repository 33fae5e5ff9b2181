#!/usr/bin/env python3
"""Blind held-out evaluation set 3 for the conversation digester.

Stdlib only, deterministic.  Holds all data, self-checks it and writes
digest_blind3.json (byte-identical on every run) and digest_blind3.sha256.
Written without reading any code, rules, tests or data of the project.
"""
import hashlib
import json
import os
import sys

CATEGORIES = ("decision", "config", "preference", "event", "project",
              "idea", "discussion", "general")
LANGS = ("zh", "en", "mixed")

SNIPPETS = []


def _item(cat):
    def make(must, must_not=()):
        if isinstance(must, str):
            must = [must]
        if isinstance(must_not, str):
            must_not = [must_not]
        return {"category": cat, "must": list(must), "must_not": list(must_not)}
    return make


dec = _item("decision")
cfg = _item("config")
pref = _item("preference")
evt = _item("event")
proj = _item("project")
idea = _item("idea")
disc = _item("discussion")
gen = _item("general")


def S(lang, text, *items):
    text = text.strip("\n") + "\n"
    SNIPPETS.append((lang, text, list(items)))


# ---------------------------------------------------------------------------
# Chinese
# ---------------------------------------------------------------------------

S("zh", """
用户: 我们这个项目后端定了用 Go，数据库还是 MySQL 8.0，部署在阿里云的杭州区，然后前端那边小王说他想用 Vue3 不过还没定
助手: 明白，后端 Go + MySQL 8.0，部署杭州区；前端框架待定。
""",
  dec(["后端", "Go"], ["MySQL", "杭州", "Vue3"]),
  dec(["MySQL 8.0"], ["用 Go", "杭州", "Vue3"]),
  dec(["杭州区"], ["MySQL", "Vue3"]))

S("zh", """
用户: 帮我记一下这几个约定：
- 分支命名用 feature/xxx
- commit message 用英文写
- PR 至少一个人 review 才能合
助手: 好的，已记录这三条约定。
""",
  dec(["feature/xxx"], ["英文", "review"]),
  dec(["commit message", "英文"], ["feature/xxx", "review"]),
  dec(["至少一个人 review"], ["feature/xxx", "英文"]))

S("zh", """
用户: 部署脚本的参数这样定：1. 副本数 3 2. 内存上限 2Gi 3. 健康检查路径 /healthz，4. 超时 10s
助手: 收到，我按这四个参数改 deploy.yaml。
""",
  cfg(["副本数 3"], ["2Gi", "/healthz", "10s"]),
  cfg(["内存上限", "2Gi"], ["副本数", "/healthz", "10s"]),
  cfg(["/healthz"], ["副本数", "2Gi", "10s"]),
  cfg(["超时 10s"], ["副本数", "2Gi", "/healthz"]))

S("zh", """
用户: 对了，数据库备份那个保留时间
助手: 嗯，现在是 7 天，要改吗？
用户: 改成 30 天，异地再存一份
""",
  cfg(["30 天"], ["7 天", "异地"]),
  dec(["异地"], ["30 天", "7 天"]))

S("zh", """
用户: 图片存储用 OSS（之前试过七牛，速度不行），CDN 也走阿里云的
助手: 好，图片走 OSS，CDN 用阿里云。
""",
  dec(["图片存储用 OSS"], ["七牛", "CDN"]),
  dec(["CDN", "阿里云"], ["七牛", "图片存储"]))

S("zh", """
用户: 更正一下，我们要的不是 MongoDB 而是 PostgreSQL 的 JSONB，别搞错了
助手: 抱歉，已更正为 PostgreSQL JSONB。
""",
  dec(["PostgreSQL", "JSONB"], ["MongoDB"]))

S("zh", """
用户: 除了 Redis 以外，其他依赖都升到最新版；Redis 先锁在 6.2，等运维那边升级完再说
助手: 好的，我更新 requirements，Redis 固定 6.2。
""",
  dec(["其他依赖都升到最新版"], ["6.2"]),
  cfg(["Redis", "6.2"], ["其他依赖都升到最新版"]))

S("zh", """
用户: 我本来想用 Jenkins，但是运维说维护成本太高，最后定了 GitHub Actions
助手: 明白，CI 用 GitHub Actions。
""",
  dec(["GitHub Actions"], ["Jenkins"]))

S("zh", """
用户: 老板刚说了，v2.0 必须在 6 月 30 号之前上线，所以这两周先别搞重构了
助手: 了解，优先保上线。
""",
  evt(["v2.0", "6 月 30 号"], ["重构"]),
  dec(["先别搞重构"], ["6 月 30 号"]))

S("zh", """
用户: 配置文件放在 /etc/myapp/config.toml，日志写到 /var/log/myapp/ 下面
助手: 好的。
""",
  cfg(["/etc/myapp/config.toml"], ["/var/log/myapp/"]),
  cfg(["/var/log/myapp/"], ["/etc/myapp/config.toml"]))

S("zh", """
用户: 把 MAX_RETRIES 改成 5，RETRY_BACKOFF 保持 2 秒不变
助手: 已修改 settings.py。
""",
  cfg(["MAX_RETRIES", "5"], ["RETRY_BACKOFF"]),
  cfg(["RETRY_BACKOFF", "2 秒"], ["MAX_RETRIES"]))

S("zh", """
用户: 单个上传文件上限 50MB，每个用户总配额 10GB
助手: 好，我在上传接口和配额服务里都加上限制。
""",
  cfg(["50MB"], ["10GB"]),
  cfg(["配额", "10GB"], ["50MB"]))

S("zh", """
用户: 2024-03-18 那天把 v1.3 发出去了，然后 3/22 周五要给客户做演示
助手: 好的，演示前需要我帮你准备 demo 脚本吗？
""",
  evt(["2024-03-18", "v1.3"], ["3/22", "演示"]),
  evt(["3/22", "演示"], ["2024-03-18", "v1.3"]))

S("zh", """
用户: 偶们决定了，缓存就用 redis 惹，memcached 太老了不考虑
助手: 收到，缓存用 Redis。
""",
  dec(["缓存就用 redis"], ["memcached"]))

S("zh", """
用户: 日志保留 7 填就够了，太多了磁盘吃不消
助手: 好的，日志保留 7 天。
""",
  cfg(["日志保留 7 填"]))

S("zh", """
用户: 我们的 API 统一用 RESTful 风格，response 都包一层 {code, data, msg}
助手: 明白，我按这个格式写接口。
""",
  dec(["RESTful"], ["{code, data, msg}"]),
  dec(["{code, data, msg}"], ["RESTful"]))

S("zh", """
用户: Redis 和 Memcached 到底有啥区别？给我讲讲
助手: 主要区别在数据结构、持久化和集群方案……
""")

S("zh", """
用户: 假设以后日活过百万了，我们是不是得上分库分表？先随便聊聊
助手: 到那个量级通常会考虑，但也要看读写比例……
""")

S("zh", """
用户: 今天加班到十一点，累死了😩
助手: 辛苦了，早点休息。
""")

S("zh", """
用户: 帮我把下面这段 SQL 格式化一下：select * from users where id=1
助手: SELECT * FROM users WHERE id = 1;
""")

S("zh", """
用户: 消息队列是用 Kafka 还是 RabbitMQ 我还没想好，你先把两个的优缺点列一下
助手: 好的，Kafka 吞吐高……RabbitMQ 路由灵活……
""")

S("zh", """
用户: 接口超时设 5 秒。啊不对，第三方那个接口很慢，改成 20 秒
助手: 好，超时改为 20 秒。
""",
  cfg(["20 秒"], ["设 5 秒"]))

S("zh", """
助手: 我建议把图片压缩放到前端上传前做，服务端只校验尺寸，你看行吗？
用户: 行，就这么办
""",
  dec(["压缩", "前端"]))

S("zh", """
助手: 分页每页默认多少条？
用户: 20，最大不超过 100
""",
  cfg(["20"], ["100"]),
  cfg(["100"], []))

S("zh", """
用户: 测试环境数据库换成 RDS 了，话说我电脑风扇今天响得跟拖拉机一样
助手: 哈哈，可能该清灰了。测试库已切到 RDS 记下了。
""",
  evt(["测试环境", "RDS"], ["风扇"]))

S("zh", """
用户: 主从切换阈值设成 3 次心跳失败，要是误切太多就调到 5 次
助手: 好的，先设 3 次。
""",
  cfg(["心跳失败", "3 次"], ["5 次"]),
  cfg(["误切太多", "5 次"]))

S("zh", """
用户: 我不喜欢你回复里加太多 emoji，简洁点就行
助手: 好的，以后注意。
""",
  pref(["emoji"]))

S("zh", """
用户: 代码注释我习惯写中文。对了，昨天那个 bug 是 timezone 的问题，已经修好了
助手: 好的，注释用中文；timezone 的问题修复了就好。
""",
  pref(["注释", "中文"], ["timezone", "bug"]),
  evt(["timezone", "修好了"], ["注释"]))

S("zh", """
用户: 我们在做一个给宠物医院用的预约系统，叫 PawBook，目前 3 个人在搞
助手: 了解，PawBook 宠物医院预约系统。
""",
  proj(["PawBook", "宠物医院"]))

S("zh", """
用户: 突然想到个点子，以后可以给每个预约发微信提醒，先记下来，不急
助手: 好的，记下了。
""",
  idea(["微信提醒"]))

S("zh", """
用户: 今天周会讨论了要不要把单体拆成微服务，大家意见不一，下周再议
助手: 好的，等下周的结论。
""",
  disc(["微服务"]))

S("zh", """
用户: 我是做后端的，平时主要写 Java，Python 只会一点点
助手: 了解，那我举例多用 Java。
""",
  gen(["后端", "Java"], ["Python"]),
  gen(["Python", "一点点"], ["写 Java"]))

S("zh", """
用户: 说下现状哈，前端上个月已经从 webpack 迁到 vite 了，构建快了好多，然后 node 版本统一成 20，pnpm 代替 npm，CI 里缓存 node_modules
助手: 好的，我记一下这些前端工程配置。
""",
  evt(["vite"], ["node 版本", "pnpm", "node_modules"]),
  cfg(["node", "20"], ["vite", "pnpm"]),
  dec(["pnpm"], ["vite", "20", "缓存"]),
  cfg(["缓存 node_modules"], ["pnpm", "vite"]))

S("zh", """
用户: 新人 onboarding 清单定一下：
• 第一周只看代码不提交
• 第二周开始修 good-first-issue
• 导师固定是老周
助手: 好的，清单已整理。
""",
  dec(["第一周只看代码"], ["good-first-issue", "老周"]),
  dec(["good-first-issue"], ["第一周", "老周"]),
  dec(["导师", "老周"], ["第一周", "good-first-issue"]))

S("zh", """
用户: 每周一早上 9:30 站会，周五下午 4 点前交周报
助手: 记下了。
""",
  evt(["9:30", "站会"], ["周报"]),
  evt(["下午 4 点", "周报"], ["站会"]))

S("zh", """
用户: 明早 8 点之前我得把 hotfix 推上去，然后下午请假去医院
助手: 好，需要我帮你 review 一下 hotfix 吗？
""",
  evt(["8 点", "hotfix"], ["请假"]),
  evt(["下午请假"], ["hotfix"]))

S("zh", """
助手: 要不端口就用 3000？
用户: 酱紫也行，木有问题
""",
  dec(["3000"]))

S("zh", """
用户: 数据苦连接池大小设成 50 把，超过了就排队等。顺便把 slow log 打开
助手: 好的，pool_size=50，慢查询日志已开启。
""",
  cfg(["连接池", "50"], ["slow log"]),
  cfg(["slow log"], ["连接池"]))

S("zh", """
用户: 我们 team 决定 code review 统一在 GitLab 上做，不再用 Gerrit 了
助手: 了解。
""",
  dec(["GitLab"], ["Gerrit"]))

S("zh", """
用户: 除了周末以外，每天早上 9 点自动发日报到群里，别 @所有人，太吵
助手: 好的，我配一个工作日 9 点的定时任务。
""",
  cfg(["9 点", "日报"], ["@所有人"]),
  pref(["别 @所有人"], ["9 点"]))

S("zh", """
用户: 机器规格选 8 核 16G，呃等下，预算不够，4 核 8G 先顶着
助手: 好，先上 4 核 8G。
""",
  dec(["4 核 8G"], ["8 核 16G"]))

S("zh", """
用户: 你觉得我们要不要用 GraphQL？还是 REST 好一点？
助手: 看场景，如果前端查询很灵活……
""")

S("zh", """
助手: 以上就是 B+ 树索引的原理。
用户: 好的谢谢，辛苦啦
""")

S("zh", """
用户: 监控告警我想接飞书
助手: 好的，告警阈值呢？
用户: CPU 超过 85% 持续 5 分钟就报
""",
  dec(["飞书"], ["85%"]),
  cfg(["85%", "5 分钟"], ["飞书"]))

S("zh", """
用户: 安全组那边说密码最少 12 位，还得包含特殊字符；另外我们自己定了 session 2 小时过期
助手: 好的，两条都加到鉴权模块。
""",
  cfg(["最少 12 位"], ["session"]),
  cfg(["session", "2 小时"], ["12 位", "特殊字符"]))

S("zh", """
用户: 每日备份不是存本地，而是直接传 S3 的 backup-prod 桶
助手: 明白。
""",
  dec(["S3", "backup-prod"], ["存本地"]))

S("zh", """
用户: Python 版本升到 3.12，不过 Airflow 那台机器先别动，它还依赖 3.8
助手: 好，Airflow 机器保持 3.8。
""",
  dec(["升到 3.12"], ["Airflow"]),
  dec(["Airflow", "先别动"], ["升到 3.12"]))

S("zh", """
用户: Nginx 的 client_max_body_size 调到 100m，proxy_read_timeout 给 300s
助手: 已改 nginx.conf，reload 了。
""",
  cfg(["client_max_body_size", "100m"], ["300s"]),
  cfg(["proxy_read_timeout", "300s"], ["100m"]))

S("zh", """
用户: 11 月 3 号我们跟甲方签了合同，12.15 前要交付一期
助手: 恭喜！一期交付时间记下了。
""",
  evt(["11 月 3 号", "合同"], ["12.15"]),
  evt(["12.15", "一期"], ["11 月 3 号"]))

S("zh", """
用户: 以后给我写 SQL 都用大写关键字，表名小写，别用 select *
助手: 好的。
""",
  pref(["大写关键字"], ["表名小写", "select *"]),
  pref(["表名小写"], ["大写关键字", "select *"]),
  pref(["select *"], ["大写关键字", "表名小写"]))

S("zh", """
用户: 要是哪天阿里云挂了，咱们有备用方案吗？
助手: 目前没有跨云容灾，可以考虑……
""")

S("zh", """
用户: 把这个报错翻译成中文：connection reset by peer
助手: 连接被对端重置。
""")

S("zh", """
用户: ORM 用 SQLAlchemy，Django ORM 太重了，peewee 又太小众
助手: 好，ORM 选 SQLAlchemy。
""",
  dec(["SQLAlchemy"], ["Django ORM", "peewee"]))

S("zh", """
用户: 前端端口统一 5173，哦还有我下周二去上海出差
助手: 好的，出差顺利。
""",
  cfg(["5173"], ["上海"]),
  evt(["下周二", "上海出差"], ["5173"]))

S("zh", """
助手: 要不要把 Redis 的 maxmemory-policy 设成 allkeys-lru？
用户: 嗯嗯可以
""",
  cfg(["allkeys-lru"]))

S("zh", """
助手: JWT 过期时间设多久？
用户: 一周
""",
  cfg(["一周"]))

S("zh", """
用户: emmm 算了，不搞 docker compose 了，直接 k8s 一把梭
助手: 好的，那我写 k8s 的 manifest。
""",
  dec(["k8s"], ["docker compose"]))

S("zh", """
用户: 报表服务（就是那个老 PHP 的）下个季度要重写成 Go，负责人是小李，预计 Q3 末完成
助手: 好的，记下了。
""",
  dec(["重写成 Go"], ["小李", "Q3"]),
  proj(["负责人是小李"], ["重写成 Go", "Q3"]),
  evt(["Q3 末"], ["小李"]))

S("zh", """
用户: 这次迭代就做三件事：一、导出 Excel；二、批量删除；三、权限细化到按钮级别
助手: 好的，我拆成三个任务。
""",
  dec(["导出 Excel"], ["批量删除", "按钮级别"]),
  dec(["批量删除"], ["导出 Excel", "按钮级别"]),
  dec(["按钮级别"], ["导出 Excel", "批量删除"]))

S("zh", """
用户: 上周四晚上线上 Redis 内存打满了，挂了 20 分钟
助手: 了解，需要加内存告警吗？
""",
  evt(["Redis 内存打满", "20 分钟"]))

S("zh", """
用户: 我 prefer 用 tab 缩进，别给我转成 space
助手: 好的。
""",
  pref(["tab 缩进"]))

S("zh", """
用户: 如果是 VIP 用户，限流放宽到 1000 次/分钟，普通用户 100 次/分钟
助手: 好的，按用户等级分两档限流。
""",
  cfg(["VIP", "1000 次/分钟"], ["普通用户"]),
  cfg(["普通用户", "100 次/分钟"], ["VIP"]))

S("zh", """
用户: 你说 Rust 值不值得学啊，我有点纠结
助手: 如果你做系统编程……
""")

S("zh", """
用户: 哈哈哈哈你这回答太逗了
助手: 😄
""")

S("zh", """
用户: 日志级别设 info
助手: 好的。
用户: 等等，生产环境还是 warn 吧，测试环境才用 info
""",
  cfg(["生产环境", "warn"], ["测试环境"]),
  cfg(["测试环境", "info"], ["warn"]))

S("zh", """
用户: 用 ruff 代替 flake8 和 isort，black 暂时保留
助手: 好，我改 pre-commit 配置。
""",
  dec(["ruff"], ["flake8", "black"]),
  dec(["black", "保留"], ["ruff"]))

S("zh", """
用户: 除了登录接口以外，所有接口都要带 X-Request-Id 头
助手: 好的，我加个中间件校验。
""",
  dec(["X-Request-Id"]))

S("zh", """
用户: 模型文件统一放 /data/models/，别放 home 目录，会被清
助手: 明白。
""",
  cfg(["/data/models/"], ["home 目录"]))

S("zh", """
用户: 2025年1月6日 正式切换到新机房，切换窗口凌晨 1:00-3:00
助手: 好的，我提前一天发通知。
""",
  evt(["2025年1月6日", "新机房"]))

S("zh", """
用户: 那个 ci 跑的太慢了，并行度给我开到 8 ，不然等的花儿都谢了
助手: 哈哈好，parallelism 改成 8。
""",
  cfg(["并行度", "8"], ["花儿都谢了"]))

S("zh", """
助手: 建议用 Celery 做异步任务，broker 用 RabbitMQ。
用户: Celery 可以，broker 用 Redis 就行，不想多维护一个 RabbitMQ
""",
  dec(["Celery"], ["RabbitMQ"]),
  dec(["broker", "Redis"], ["RabbitMQ"]))

S("zh", """
助手: 需要支持哪些语言？
用户: 中文、英文、日文，韩文先不要
""",
  dec(["中文", "英文", "日文"], ["韩文"]))

S("zh", """
用户: 昨天下午 3 点 20 左右支付回调全部超时，原因是证书过期
助手: 了解，已经续期了吗？
""",
  evt(["支付回调", "证书过期"]))

S("zh", """
用户: 给我写个 shell 脚本，把 7 天前的日志删掉
助手: find /var/log/app -mtime +7 -delete
""")

S("zh", """
用户: React 还是 Vue 呢……纠结，你帮我分析下
助手: 两者生态都成熟……
""")

S("zh", """
用户: OK 我总结一下今天定的：鉴权用 JWT，token 放 header 不放 cookie，刷新 token 有效期 7 天，然后前端每次 401 就跳登录页
助手: 好的，四点都记下了。
""",
  dec(["鉴权用 JWT"], ["header", "7 天", "401"]),
  dec(["token 放 header"], ["不放 cookie", "7 天", "401"]),
  cfg(["刷新 token", "7 天"], ["header", "401"]),
  dec(["401", "登录页"], ["7 天", "header"]))

S("zh", """
用户: 超时时间三十秒，重试两次
助手: 好。
""",
  cfg(["三十秒"], ["两次"]),
  cfg(["重试两次"], ["三十秒"]))

S("zh", """
用户: 默认走 CDN，CDN 回源失败的话 fallback 到源站直连
助手: 明白。
""",
  cfg(["默认走 CDN"], ["源站直连"]),
  cfg(["fallback", "源站直连"]))

S("zh", """
用户: 产品经理说首页轮播图最多 5 张，我觉得 3 张就够了，但还是按她的来
助手: 好，上限 5 张。
""",
  cfg(["5 张"], ["3 张"]))

S("zh", """
用户: 以后回答我的时候
助手: 嗯？
用户: 先给结论再解释，别铺垫太多
""",
  pref(["先给结论"]))

S("zh", """
用户: 我比较喜欢深色主题的截图，另外服务器密码我微信发你了
助手: 好的，截图用深色主题。
""",
  pref(["深色主题"], ["密码"]))

S("zh", """
用户: 下周三（10/16）下午两点跟财务对账，记得提醒我
助手: 好的，我会提醒你。
""",
  evt(["10/16", "对账"]))

S("zh", """
用户: 消息保留 72 小时——反正也没人看老消息——超过就自动清
助手: 好的。
""",
  cfg(["72 小时"], ["没人看"]))

S("zh", """
助手: Redis 的 AOF 是把每条写命令追加到日志里，重启时重放……
用户: 嗯嗯，懂了
""")

S("zh", """
用户: 假如我们改用 TiDB，迁移成本大概多少？
助手: 主要看 SQL 兼容性和数据量……
""")

S("zh", """
用户: 之前说的部署在杭州区不对，其实是上海区
助手: 抱歉，已更正为上海区。
""",
  dec(["上海区"], ["杭州区"]))

S("zh", """
用户: 图片最大宽度 1920px，压缩质量 0.8，格式统一 webp
助手: 好的，我更新图片处理管线。
""",
  cfg(["1920px"], ["0.8", "webp"]),
  cfg(["压缩质量", "0.8"], ["1920px", "webp"]),
  cfg(["webp"], ["1920px", "0.8"]))

S("zh", """
用户: 导出 PDF 那个需球先砍了，下个版本再说
助手: 好，本版本不做 PDF 导出。
""",
  dec(["导出 PDF", "砍了"]))

S("zh", """
用户: 周报还是每周五交，不过格式改成用飞书文档
助手: 好的。
""",
  cfg(["每周五"], ["飞书文档"]),
  dec(["飞书文档"], ["每周五"]))

S("zh", """
用户: 我在东京，时区 UTC+9，约会议记得换算
助手: 好的，以后按东京时间安排。
""",
  gen(["UTC+9"]))

S("zh", """
用户: 有个想法哈，可以用 LLM 自动生成周报摘要，回头试试
助手: 不错的想法，记下了。
""",
  idea(["LLM", "周报摘要"]))

S("zh", """
用户: 服务器分配：
- web01 跑 nginx（顺便装了 certbot）
- db01 跑 MySQL 主库
- db02 从库，只读
助手: 了解。
""",
  cfg(["web01", "nginx"], ["db01", "db02"]),
  cfg(["db01", "主库"], ["web01", "db02"]),
  cfg(["db02", "从库"], ["web01", "db01"]))

S("zh", """
用户: 环境变量 DATABASE_URL 从 .env.production 里读，本地开发用 .env.local
助手: 好的。
""",
  cfg(["DATABASE_URL", ".env.production"], [".env.local"]),
  cfg([".env.local"], [".env.production"]))

S("zh", """
用户: 这个正则 ^\\d{3}$ 是啥意思？
助手: 匹配恰好三位数字的字符串。
""")

S("zh", """
用户: 帮我查下 nginx 怎么开 gzip
助手: 在 http 块里加 gzip on; ……
""")

S("zh", """
用户: 邮件服务用 SendGrid
助手: 好的，发件地址呢？
用户: noreply@pawbook.cn，每天上限 1 万封
""",
  dec(["SendGrid"], ["1 万封"]),
  cfg(["noreply@pawbook.cn"], ["1 万封"]),
  cfg(["1 万封"], ["noreply@pawbook.cn"]))

S("zh", """
用户: 明天天气怎么样？
助手: 我无法获取实时天气。
""")

S("zh", """
用户: 我叫阿杰哈，在深圳，平时用 Mac + VSCode，快捷键都是 vim 模式，回答里别给我 Windows 的命令
助手: 好的阿杰，记住了。
""",
  gen(["阿杰"], ["VSCode", "Windows"]),
  gen(["深圳"], ["VSCode", "Windows"]),
  pref(["Mac + VSCode", "vim 模式"], ["深圳", "Windows"]),
  pref(["别给我 Windows 的命令"], ["vim 模式", "深圳"]))

S("zh", """
用户: 项目背景补充一下：
1）客户是连锁药店，全国 300 多家门店
2）我们负责小程序和后台
3）硬件扫码枪那块外包给别家了
助手: 了解，谢谢补充。
""",
  proj(["连锁药店", "300 多家门店"], ["小程序", "外包"]),
  proj(["小程序和后台"], ["连锁药店", "扫码枪"]),
  proj(["扫码枪", "外包"], ["小程序", "连锁药店"]))

S("zh", """
用户: 运维小张说下周六（3 月 9 日）晚上 10 点机房断电维护，不过我们的服务在云上，应该没影响
助手: 好的，我记一下这个维护时间。
""",
  evt(["3 月 9 日", "断电维护"], ["在云上"]),
  proj(["服务在云上"], ["断电维护"]))

S("zh", """
用户: 那个定时清理的脚本
助手: cleanup.sh？
用户: 对，改成每小时跑一次，保留最近 48 个钟头的临时文件。你先帮我 dry-run 一遍看看
""",
  cfg(["每小时跑一次"], ["48 个钟头", "dry-run"]),
  cfg(["48 个钟头"], ["每小时", "dry-run"]))

S("zh", """
用户: 日志采集用 Vector（比 Fluentd 轻很多），存储还是 ClickHouse，Grafana 做看板
助手: 好的，Vector + ClickHouse + Grafana。
""",
  dec(["Vector"], ["Fluentd", "ClickHouse", "Grafana"]),
  dec(["ClickHouse"], ["Vector", "Grafana"]),
  dec(["Grafana", "看板"], ["Vector", "ClickHouse"]))

S("zh", """
用户: 今天跟老板聊了下定价，他倾向按门店数收费，还没拍板；我自己有个想法是免费版限 1 个门店
助手: 明白，等定价定了再说。
""",
  disc(["定价"], ["免费版"]),
  idea(["免费版", "1 个门店"], ["按门店数收费"]))

S("zh", """
用户: 如果要你从零设计一个短链服务，你会怎么做？
助手: 我会先考虑 ID 生成方式……
""")

# ---------------------------------------------------------------------------
# English
# ---------------------------------------------------------------------------

S("en", """
User: ok so for the new service: we're going with FastAPI, Postgres 16 for storage, deploying on Fly.io, and auth goes through Auth0 since that's what the mobile app already uses
Assistant: Got it — FastAPI, Postgres 16, Fly.io, Auth0.
""",
  dec(["FastAPI"], ["Postgres 16", "Fly.io", "Auth0"]),
  dec(["Postgres 16"], ["FastAPI", "Fly.io", "Auth0"]),
  dec(["Fly.io"], ["FastAPI", "Postgres 16", "Auth0"]),
  dec(["Auth0"], ["FastAPI", "Postgres 16", "Fly.io"]))

S("en", """
User: Team conventions, please remember:
- squash merges only
- no force-push to main
- every PR needs a linked ticket
Assistant: Noted, three conventions saved.
""",
  dec(["squash merges"], ["force-push", "linked ticket"]),
  dec(["no force-push to main"], ["squash", "linked ticket"]),
  dec(["linked ticket"], ["squash", "force-push"]))

S("en", """
User: Settings for the scraper:
1) concurrency 16
2) request timeout 20s
3) user agent "PawBot/1.0"
Assistant: Updated scraper.toml with those three values.
""",
  cfg(["concurrency 16"], ["20s", "PawBot/1.0"]),
  cfg(["timeout 20s"], ["concurrency", "PawBot/1.0"]),
  cfg(["PawBot/1.0"], ["concurrency", "20s"]))

S("en", """
User: about the nightly export...
Assistant: Yes?
User: run it at 01:30 UTC and gzip the output
""",
  cfg(["01:30 UTC"], ["gzip"]),
  cfg(["gzip"], ["01:30"]))

S("en", """
User: We'll use Stripe for payments (PayPal was considered but their sandbox is a mess) and invoices come from Stripe Billing too.
Assistant: Understood.
""",
  dec(["Stripe for payments"], ["PayPal", "invoices"]),
  dec(["invoices", "Stripe Billing"], ["PayPal"]))

S("en", """
User: Correction: the cache TTL isn't 10 minutes, it's 15 minutes.
Assistant: Fixed, TTL is 15 minutes.
""",
  cfg(["TTL", "15 minutes"], ["10 minutes"]))

S("en", """
User: Let's use pnpm instead of yarn for the monorepo.
Assistant: Sure, I'll switch the lockfile.
""",
  dec(["pnpm"], ["yarn"]))

S("en", """
User: Keep the API versioned under /v1, but the admin endpoints can stay unversioned.
Assistant: OK.
""",
  dec(["/v1"], ["admin endpoints"]),
  dec(["admin endpoints", "unversioned"], ["/v1"]))

S("en", """
User: My lead said we should stop using Moment.js and move everything to date-fns.
Assistant: Makes sense, Moment is in maintenance mode.
""",
  dec(["date-fns"], ["Moment.js"]))

S("en", """
User: Put the migrations in db/migrations/ and the seed data in db/seeds/dev.sql
Assistant: Done.
""",
  cfg(["db/migrations/"], ["db/seeds/dev.sql"]),
  cfg(["db/seeds/dev.sql"], ["db/migrations/"]))

S("en", """
User: Max upload is 25 MB per file, and thumbnails are 320x240.
Assistant: Got it.
""",
  cfg(["25 MB"], ["320x240"]),
  cfg(["thumbnails", "320x240"], ["25 MB"]))

S("en", """
User: We shipped 2.4.0 on 2024-05-02; 2.5 is planned for mid-June.
Assistant: Nice, congrats on the release.
""",
  evt(["2.4.0", "2024-05-02"], ["mid-June"]),
  evt(["2.5", "mid-June"], ["2024-05-02"]))

S("en", """
User: yeah lets just go w/ sqlite for now, postgress is overkill for a hobby proj lol
Assistant: SQLite it is.
""",
  dec(["sqlite"], ["postgress"]))

S("en", """
User: Timezone for all reports is Asia/Shanghai, and the 客服 hotline number goes in the footer.
Assistant: Will do.
""",
  cfg(["Asia/Shanghai"], ["客服", "footer"]),
  dec(["客服", "footer"], ["Asia/Shanghai"]))

S("en", """
User: What's the difference between a mutex and a semaphore?
Assistant: A mutex allows one holder at a time, a semaphore allows N...
""")

S("en", """
User: If we ever open-source this, which license would you pick?
Assistant: For a library, MIT or Apache-2.0 are common choices...
""")

S("en", """
User: haha ok, long day. I'm going to grab coffee
Assistant: Enjoy!
""")

S("en", """
User: Can you rewrite this paragraph to sound less formal?
Assistant: Sure, here's a more casual version: ...
""")

S("en", """
User: Not sure yet whether to use Kafka or NATS. Let me think about it over the weekend.
Assistant: Sounds good, happy to compare them when you're ready.
""")

S("en", """
User: Set the batch size to 64. Actually no, the GPU only has 12 GB, make it 32.
Assistant: Batch size 32.
""",
  cfg(["batch size", "32"], ["to 64"]))

S("en", """
Assistant: I'd suggest storing uploads in S3 with presigned URLs so the API never handles the bytes. Want me to go with that?
User: yep, do it
""",
  dec(["S3", "presigned"]))

S("en", """
Assistant: How many worker processes should gunicorn start?
User: 4.
""",
  cfg(["4"]))

S("en", """
User: Staging now points at the new DB cluster. Unrelated, but my cat just walked across my keyboard and sent a half-written email lol
Assistant: Ha! Noted about staging.
""",
  evt(["Staging", "new DB cluster"], ["cat"]))

S("en", """
User: Webhook retries: 5 attempts with exponential backoff; if all fail, drop it into the dead_letter table and ping #alerts
Assistant: Implemented.
""",
  cfg(["5 attempts"], ["dead_letter"]),
  cfg(["dead_letter"], ["5 attempts"]))

S("en", """
User: I really prefer short commit messages in the imperative mood, like 'Add retry to uploader'.
Assistant: Will follow that.
""",
  pref(["imperative"]))

S("en", """
User: Please don't use semicolons in the JS examples, our codebase uses standard style.
Assistant: Got it, no semicolons.
""",
  pref(["semicolons"]))

S("en", """
User: Quick context: I'm building a habit tracker called Streakly, iOS first, Android later if it takes off.
Assistant: Cool! Happy to help with the iOS app.
""",
  proj(["Streakly", "habit tracker"]),
  dec(["iOS first"], ["Android later"]))

S("en", """
User: Random thought for later: we could let users export their streaks as an image to share. Not now though.
Assistant: Noted as a future idea.
""",
  idea(["export", "image"]))

S("en", """
User: We spent the whole retro arguing about on-call rotation; no decision yet, picking it up next Tuesday.
Assistant: OK, let me know what you land on.
""",
  disc(["on-call rotation"]))

S("en", """
User: fyi I'm in Lisbon, so WET/WEST — mornings work best for calls
Assistant: Noted.
""",
  gen(["Lisbon"], ["mornings"]),
  pref(["mornings work best"], ["Lisbon"]))

S("en", """
User: so the plan is we freeze features on the 20th, QA runs the 21st through the 27th, we tag v3.0 on the 28th and then everybody takes the 29th off because we deserve it
Assistant: Love the plan.
""",
  evt(["freeze features", "20th"], ["21st", "28th", "29th"]),
  evt(["QA", "21st through the 27th"], ["20th", "28th", "29th"]),
  evt(["v3.0", "28th"], ["20th", "29th"]),
  evt(["29th off"], ["v3.0", "20th"]))

S("en", """
User: notes from today:
* moving CI from CircleCI to GitHub Actions
* Dana owns the billing service now
* the flaky test_checkout_timeout is quarantined
Assistant: Thanks, saved.
""",
  dec(["GitHub Actions"], ["Dana", "test_checkout_timeout"]),
  proj(["Dana owns the billing service"], ["GitHub Actions", "test_checkout_timeout"]),
  evt(["test_checkout_timeout", "quarantined"], ["Dana", "GitHub Actions"]))

S("en", """
User: standup moved to 9:45am PT starting Monday, and the Thursday demo is now biweekly
Assistant: Updated the calendar notes.
""",
  evt(["standup", "9:45am PT"], ["biweekly"]),
  evt(["Thursday demo", "biweekly"], ["9:45am"]))

S("en", """
User: nah scrap the redis idea, in-memory LRU is fine for now
Assistant: OK, in-memory LRU.
""",
  dec(["in-memory LRU"], ["redis"]))

S("en", """
User: the recieve buffer should be 64kb, not 16kb thats way too small
Assistant: Changed to 64 KB.
""",
  cfg(["64kb"], ["16kb"]))

S("en", """
User: The docs site (which nobody reads, honestly) moves to Docusaurus, the blog stays on Ghost, and the changelog gets generated from conventional commits.
Assistant: Got it.
""",
  dec(["Docusaurus"], ["Ghost", "changelog", "nobody reads"]),
  dec(["blog stays on Ghost"], ["Docusaurus", "changelog"]),
  dec(["changelog", "conventional commits"], ["Docusaurus", "Ghost"]))

S("en", """
User: How do I undo the last git commit but keep the changes?
Assistant: git reset --soft HEAD~1
""")

S("en", """
User: thanks, that explanation helped a lot!
Assistant: Glad it helped!
""")

S("en", """
User: for the rate limiter
Assistant: Sure — what limits do you want?
User: 60 req/min per IP, 600 per API key
""",
  cfg(["60 req/min", "per IP"], ["600"]),
  cfg(["600 per API key"], ["60 req/min"]))

S("en", """
User: Legal says we have to keep invoices for 10 years, so don't ever auto-delete the invoices bucket.
Assistant: Understood, I'll add a retention lock.
""",
  cfg(["invoices", "10 years"]))

S("en", """
User: Use UUIDv7 instead of autoincrement IDs for new tables. Also, the coffee machine on 3 is broken again.
Assistant: UUIDv7 noted. Sorry about the coffee.
""",
  dec(["UUIDv7"], ["autoincrement", "coffee machine"]))

S("en", """
User: It's not the frontend that's slow, it's the /search endpoint — let's add an index on products.name
Assistant: I'll write the migration.
""",
  dec(["index on products.name"], ["frontend"]))

S("en", """
User: Everything except the auth service goes to the new cluster; auth stays on the old one until the audit is done.
Assistant: OK.
""",
  dec(["except the auth service", "new cluster"], ["until the audit"]),
  dec(["auth stays on the old one"]))

S("en", """
User: Set JVM heap to 6g, and the GC pause target to 200ms.
Assistant: Updated the JAVA_OPTS.
""",
  cfg(["heap", "6g"], ["200ms"]),
  cfg(["GC pause", "200ms"], ["6g"]))

S("en", """
User: Our SOC2 audit is on Nov 14 (a Thursday), kickoff call is 10/28 at 3pm ET.
Assistant: Noted both dates.
""",
  evt(["SOC2 audit", "Nov 14"], ["10/28"]),
  evt(["kickoff", "10/28"], ["Nov 14"]))

S("en", """
User: Hypothetically, if we had twice the budget, would you hire a designer or another engineer?
Assistant: Depends on your bottleneck...
""")

S("en", """
User: Summarize this thread in three bullets pls
Assistant: Sure: 1) the bug is in the parser 2) a fix is proposed 3) nobody has tested it yet.
""")

S("en", """
Assistant: Shall I set the log retention to 30 days and ship logs to Loki?
User: Loki yes, but 14 days is enough
""",
  cfg(["14 days"], ["30 days"]),
  dec(["Loki"], ["14 days", "30 days"]))

S("en", """
Assistant: Which Python version should the Docker image use?
User: 3.11-slim
""",
  cfg(["3.11-slim"]))

S("en", """
User: We had an outage last night from 23:10 to 23:55 — the cert on api.pawbook.io expired.
Assistant: Ouch. Want me to set up cert expiry alerts?
""",
  evt(["outage", "api.pawbook.io"]))

S("en", """
User: I hate long meetings. Anything over 30 min should be an email.
Assistant: Ha, noted.
""",
  pref(["over 30 min", "email"]))

S("en", """
User: I'm the only backend dev here, the other two are designers.
Assistant: Got it.
""",
  gen(["only backend dev"]))

S("en", """
User: ok so basicaly: we keep mongo for the logs cuz theyre schemaless, move users + orders to postgres, and ditch the elastic cluster entirely
Assistant: Clear plan.
""",
  dec(["mongo", "logs"], ["postgres", "elastic"]),
  dec(["users + orders", "postgres"], ["mongo", "elastic"]),
  dec(["ditch the elastic cluster"], ["mongo", "postgres"]))

S("en", """
User: feature flags for the release:
- `new_checkout` ON
- `dark_mode` OFF (still buggy on Safari)
- `beta_search` ON for staff only
Assistant: Flags set.
""",
  cfg(["new_checkout", "ON"], ["dark_mode", "beta_search"]),
  cfg(["dark_mode", "OFF"], ["new_checkout", "beta_search"]),
  cfg(["beta_search", "staff only"], ["new_checkout", "dark_mode"]))

S("en", """
User: deploy window is Tuesdays 2pm.
Assistant: Got it.
User: sorry, Wednesdays — Tuesdays are the release-train meeting
""",
  cfg(["Wednesdays"], ["Tuesdays 2pm"]))

S("en", """
User: I like detailed code reviews, but please batch the nitpicks into one comment.
Assistant: Will do.
""",
  pref(["detailed code reviews"], ["nitpicks"]),
  pref(["batch the nitpicks"], ["detailed"]))

S("en", """
User: What would happen if I set max_connections to 10000?
Assistant: Each connection uses memory, so you'd likely run out...
""")

S("en", """
User: lol yeah computers are hard
Assistant: They really are.
""")

S("en", """
User: The repo is a monorepo: apps/web (Next.js), apps/api (NestJS), packages/ui for shared components.
Assistant: Thanks for the layout.
""",
  proj(["apps/web", "Next.js"], ["NestJS", "packages/ui"]),
  proj(["apps/api", "NestJS"], ["Next.js", "packages/ui"]),
  proj(["packages/ui"], ["Next.js", "NestJS"]))

S("en", """
User: Cache product pages for 5 minutes, but bypass the cache when the user is logged in.
Assistant: OK.
""",
  cfg(["5 minutes"], ["logged in"]),
  cfg(["bypass the cache", "logged in"], ["5 minutes"]))

S("en", """
User: Priya mentioned the client wants the reports in PDF, not Excel.
Assistant: PDF it is.
""",
  dec(["PDF"], ["Excel"]))

S("en", """
User: Heads up: I'm on vacation Aug 5–16, Marco covers on-call.
Assistant: Enjoy your break!
""",
  evt(["vacation", "Aug 5–16"], ["Marco"]),
  evt(["Marco covers on-call"], ["vacation"]))

S("en", """
Assistant: Do you want CSV or Parquet for the export?
User: hmm, not sure, depends on what the data team says. I'll get back to you.
""")

S("en", """
User: Note for the backlog: a CLI command to rotate API keys would be nice.
Assistant: Added to the ideas list.
""",
  idea(["rotate API keys"]))

S("en", """
User: Bump the Lambda memory to 1024 MB. btw did you see the game last night?
Assistant: Done. And no, I missed it!
""",
  cfg(["1024 MB"], ["game"]))

S("en", """
Assistant: I could move the cron jobs into the worker container so we have one less service.
User: sounds good 👍
""",
  dec(["cron jobs", "worker container"]))

S("en", """
User: backups at 0300 UTC daily, weekly full backup on Sundays
Assistant: Scheduled.
""",
  cfg(["0300 UTC"], ["Sundays"]),
  cfg(["full backup", "Sundays"], ["0300"]))

S("en", """
User: Can you explain what CORS preflight actually does?
Assistant: Before certain cross-origin requests, the browser sends an OPTIONS request...
""")

S("en", """
User: Make the session timeout 45 min — wait, compliance says max 30 min. 30 then.
Assistant: Session timeout set to 30 minutes.
""",
  cfg(["session timeout", "30 min"], ["45 min"]))

S("en", """
User: please always give me the terminal commands for zsh, I'm on a Mac
Assistant: Will do.
""",
  pref(["zsh"]))

S("en", """
User: If the API were rate limited, how would I even notice?
Assistant: You'd typically see 429 responses...
""")

S("en", """
User: Server sizing: the API gets 2 vCPU / 4 GB (t3.medium), the worker 4 vCPU / 8 GB, and Postgres is on db.r6g.large with 100 GB gp3.
Assistant: Recorded.
""",
  cfg(["2 vCPU / 4 GB"], ["worker", "db.r6g.large"]),
  cfg(["worker", "4 vCPU / 8 GB"], ["t3.medium", "db.r6g.large"]),
  cfg(["db.r6g.large"], ["t3.medium", "worker"]))

S("en", """
User: We talked through the pricing tiers with Sam today — leaning toward three tiers but nothing's final.
Assistant: OK, I'll wait for the final call.
""",
  disc(["pricing tiers"]))

S("en", """
User: Merged the payments refactor this morning (PR #482).
Assistant: Nice!
""",
  evt(["payments refactor", "#482"]))

S("en", """
User: good morning! how's it going
Assistant: Good morning! Ready when you are.
""")

S("en", """
User: Some things about me: I'm a PM, not an engineer, so explain code like I'm five; I read everything on my phone, so keep answers short; and please use metric units.
Assistant: Got it, will keep that in mind.
""",
  gen(["PM"], ["phone", "metric"]),
  pref(["explain code like I'm five"], ["phone", "metric"]),
  pref(["keep answers short"], ["like I'm five", "metric"]),
  pref(["metric units"], ["like I'm five", "phone"]))

S("en", """
User: one more thing on the mobile app
Assistant: Go ahead.
User: minimum iOS version is 16. Android min SDK 26.
""",
  cfg(["iOS", "16"], ["SDK 26"]),
  cfg(["min SDK 26"], ["iOS version"]))

S("en", """
User: Our designer wants Inter instead of Roboto for body text, and headings stay in Playfair.
Assistant: Updating the theme.
""",
  dec(["Inter", "body text"], ["Roboto", "Playfair"]),
  dec(["headings", "Playfair"], ["Roboto"]))

S("en", """
User: FYI the `legacy/` folder gets deleted on 2024-12-01; anything you still need from legacy/importer.py should be ported to src/importers/ before then.
Assistant: Understood.
""",
  evt(["legacy/", "2024-12-01"], ["src/importers/"]),
  dec(["src/importers/"], ["2024-12-01"]))

S("en", """
User: Would it be a bad idea to store sessions in Postgres? just curious
Assistant: Not necessarily — it works fine at moderate scale...
""")

# ---------------------------------------------------------------------------
# Mixed (code-switching)
# ---------------------------------------------------------------------------

S("mixed", """
User: 这个 project 的 stack 定了：frontend Next.js，backend 用 Go 的 Gin，DB 是 TiDB。
Assistant: 好的，Next.js + Gin + TiDB。
""",
  dec(["Next.js"], ["Gin", "TiDB"]),
  dec(["Gin"], ["Next.js", "TiDB"]),
  dec(["TiDB"], ["Next.js", "Gin"]))

S("mixed", """
User: log level 调到 warning 吧，info 太吵了。顺便 sentry 的 sample rate 改成 0.2
Assistant: Done，两项都改了。
""",
  cfg(["log level", "warning"], ["sample rate"]),
  cfg(["sample rate", "0.2"], ["warning"]))

S("mixed", """
User: Let's store 订单 status as an enum: 待支付, 已支付, 已发货, 已完成
Assistant: OK, I'll add an OrderStatus enum.
""",
  dec(["enum", "待支付"]))

S("mixed", """
User: 几个 todo 确定一下：
- 把 README 改成 English
- CI 加上 mypy --strict
- Docker image 换成 distroless
Assistant: 好的，三个都排进这周。
""",
  dec(["README", "English"], ["mypy", "distroless"]),
  dec(["mypy --strict"], ["README", "distroless"]),
  dec(["distroless"], ["README", "mypy"]))

S("mixed", """
User: 我 manager 说 next sprint 要先做 SSO，notifications 往后排
Assistant: 了解，SSO 优先。
""",
  dec(["SSO"], ["notifications"]),
  dec(["notifications", "往后排"], ["先做 SSO"]))

S("mixed", """
User: timezone 那个 setting
Assistant: 要设成什么？
User: Asia/Singapore，所有 cron 都按这个算
""",
  cfg(["Asia/Singapore"]))

S("mixed", """
User: primary 用 OpenAI 的 API，如果 rate limit 了就 fallback 到 Claude
Assistant: OK，我加一个 fallback 逻辑。
""",
  dec(["primary", "OpenAI"], ["Claude"]),
  cfg(["fallback", "Claude"]))

S("mixed", """
User: 不是 staging 挂了，是 dev 环境的 ingress 配错了
Assistant: 哦，那我看下 dev 的 ingress。
""",
  evt(["dev", "ingress"], ["staging"]))

S("mixed", """
User: batch size 设 128。wait 显存不够，64 吧
Assistant: OK，64。
""",
  cfg(["64"], ["128"]))

S("mixed", """
User: 今天 standup 好长 lol，大家都在摸鱼
Assistant: 哈哈，常有的事。
""")

S("mixed", """
User: async/await 和 threading 在 Python 里有什么 difference？
Assistant: async 是单线程协作式调度……
""")

S("mixed", """
User: OK 那就这样：cache 用 Redis Cluster，TTL 默认 1h，key prefix 统一 pb:，eviction 用 volatile-lru
Assistant: 好的，四项都记下了。
""",
  dec(["Redis Cluster"], ["1h", "pb:", "volatile-lru"]),
  cfg(["TTL", "1h"], ["Redis Cluster", "pb:", "volatile-lru"]),
  cfg(["key prefix", "pb:"], ["Redis Cluster", "1h", "volatile-lru"]),
  cfg(["volatile-lru"], ["Redis Cluster", "1h", "pb:"]))

S("mixed", """
User: 用 Playwright instead of Selenium，E2E test 放 tests/e2e/ 下面
Assistant: 好的。
""",
  dec(["Playwright"], ["Selenium", "tests/e2e/"]),
  cfg(["tests/e2e/"], ["Playwright", "Selenium"]))

S("mixed", """
User: 除了 payment module，其他 module 的 test coverage 要求 70% 就行；payment 要 95%
Assistant: 明白，两档覆盖率。
""",
  cfg(["70%"], ["95%"]),
  cfg(["payment", "95%"], ["70%"]))

S("mixed", """
User: 我们用 Terraform（state 存在 S3 + DynamoDB lock）管理所有 infra
Assistant: 了解。
""",
  dec(["Terraform", "infra"]),
  cfg(["state", "S3"]))

S("mixed", """
User: v2 的 launch date 定在 2024/09/09，marketing 那边 9 月初开始预热
Assistant: 好的。
""",
  evt(["launch", "2024/09/09"], ["预热"]),
  evt(["marketing", "9 月初"], ["2024/09/09"]))

S("mixed", """
User: 回答的时候 code 用 English comment，解释用中文
Assistant: OK，没问题。
""",
  pref(["English comment"], ["解释用中文"]),
  pref(["解释用中文"], ["English comment"]))

S("mixed", """
Assistant: 要不要把 PR template 加上 checklist？
User: sure，加吧
""",
  dec(["PR template", "checklist"]))

S("mixed", """
Assistant: Redis 的 max memory 设多少？
User: 2gb 够了
""",
  cfg(["2gb"]))

S("mixed", """
User: 如果以后要 support 多租户，schema 要怎么设计？
Assistant: 常见三种方案：独立库、独立 schema、共享表加 tenant_id……
""")

S("mixed", """
User: GitHub repo 改成 private 了。话说你知道哪家火锅好吃吗 hhh
Assistant: 哈哈，这个我就不太懂了。
""",
  evt(["private"], ["火锅"]))

S("mixed", """
User: 那个 deploy script 老是 timeout，直接把 timeout 拉到 600s 算鸟
Assistant: 好，timeout 改成 600 秒。
""",
  cfg(["600s"]))

S("mixed", """
User: 简单介绍下：我们做的是一个 B2B 的 SaaS，帮工厂做 inventory management，客户主要在东南亚
Assistant: 了解，谢谢介绍。
""",
  proj(["SaaS", "inventory management"], ["东南亚"]),
  proj(["东南亚"], ["inventory management"]))

S("mixed", """
User: release checklist：
1. bump version in pyproject.toml
2. 更新 CHANGELOG.md
3. tag 用 vX.Y.Z 格式
Assistant: 好的，我写进 RELEASING.md。
""",
  dec(["pyproject.toml"], ["CHANGELOG.md", "vX.Y.Z"]),
  dec(["CHANGELOG.md"], ["pyproject.toml", "vX.Y.Z"]),
  cfg(["vX.Y.Z"], ["pyproject.toml", "CHANGELOG.md"]))

S("mixed", """
User: Sentry 继续用，不过 APM 换成 Datadog
Assistant: OK。
""",
  dec(["Sentry 继续用"], ["Datadog"]),
  dec(["APM", "Datadog"], ["Sentry 继续用"]))

S("mixed", """
User: email template 那块
Assistant: 怎么了？
User: 统一用 MJML 写，brand color #FF6B35
""",
  dec(["MJML"], ["#FF6B35"]),
  cfg(["#FF6B35"], ["MJML"]))

S("mixed", """
User: 帮我把这段 error log translate 成中文
Assistant: 好的：无法连接到数据库……
""")

S("mixed", """
User: monorepo 还是 polyrepo……还在犹豫，你先别记
Assistant: 好的，先不记。
""")

S("mixed", """
User: The 客户 portal should default to 简体中文, with an English toggle in the header.
Assistant: Got it.
""",
  cfg(["简体中文"], ["English toggle"]),
  dec(["English toggle"], ["default to 简体中文"]))

S("mixed", """
User: CTO 说 all new services 必须写 OpenAPI spec，没有 spec 不给 merge
Assistant: 明白。
""",
  dec(["OpenAPI spec"]))

S("mixed", """
User: 明天 14:00 跟 vendor call，讨论 SLA
Assistant: 好，要我准备问题清单吗？
""",
  evt(["14:00", "vendor"]))

S("mixed", """
User: 上线时间 moved 到 next Friday 了，原来是这周三
Assistant: 收到。
""",
  evt(["next Friday"], ["这周三"]))

S("mixed", """
User: btw 我 GitHub id 是 lin-dev，有 PR 可以直接 @ 我
Assistant: OK。
""",
  gen(["lin-dev"]))

S("mixed", """
User: idea：以后可以加个 Slack bot，每天 push 一下 PR 待 review 列表。not urgent
Assistant: 记下了。
""",
  idea(["Slack bot"]))

S("mixed", """
User: 今天和 design team 聊了 onboarding flow 的改版，他们下周出 mockup
Assistant: 好的。
""",
  disc(["onboarding flow"], ["mockup"]),
  evt(["下周出 mockup"]))

S("mixed", """
User: 哈哈 ok ok 我懂了 thx
Assistant: 不客气！
""")

S("mixed", """
User: 你觉得 Bun 能 replace Node 吗？
Assistant: 目前在兼容性上还有差距……
""")

S("mixed", """
User: image upload limit 5MB，超过的话 frontend 先 compress 再传
Assistant: OK。
""",
  cfg(["5MB"], ["compress"]),
  dec(["compress"]))

S("mixed", """
User: 我喜欢 PR 小一点，最好不超过 400 行 diff。另外我 laptop 又蓝屏了 😭
Assistant: 好的，PR 控制在 400 行以内。电脑的事节哀……
""",
  pref(["400 行"], ["蓝屏"]))

S("mixed", """
User: auth 还是自己写吧，不用 Keycloak 也不用 Supabase Auth，需求太简单
Assistant: OK。
""",
  dec(["自己写"], ["Keycloak", "Supabase Auth"]))

S("mixed", """
助手: 我建议 API response 都用 camelCase，和 frontend 保持一致。
用户: agree
""",
  dec(["camelCase"]))

S("mixed", """
用户: 周末去爬山了，腿好酸 lol
助手: 哈哈，辛苦了。
""")

S("mixed", """
User: 改一下 settings.py：DEBUG=False，ALLOWED_HOSTS 加上 api.pawbook.cn，然后 CSRF_TRUSTED_ORIGINS 也要同步
Assistant: 已修改。
""",
  cfg(["DEBUG=False"], ["ALLOWED_HOSTS", "CSRF"]),
  cfg(["ALLOWED_HOSTS", "api.pawbook.cn"], ["DEBUG", "CSRF_TRUSTED_ORIGINS"]),
  cfg(["CSRF_TRUSTED_ORIGINS"], ["DEBUG=False"]))

S("mixed", """
User: 这个 error 'ECONNREFUSED 127.0.0.1:5432' 是啥原因？
Assistant: 通常是 Postgres 没启动或者端口不对。
""")


S("mixed", """
User: 我们 PM 说 dashboard 要支持 dark mode，不过 priority 比较低，下个 quarter 再做；这个 sprint 先修 performance
Assistant: 好的。
""",
  dec(["dark mode", "下个 quarter"], ["performance"]),
  dec(["先修 performance"], ["dark mode"]))

S("mixed", """
User: 以后 PR description 用英文写，commit 可以中文，但 branch name 必须 kebab-case
Assistant: OK，记住了。
""",
  dec(["PR description", "英文"], ["commit 可以中文", "kebab-case"]),
  dec(["commit 可以中文"], ["PR description", "kebab-case"]),
  dec(["kebab-case"], ["PR description", "commit 可以中文"]))

S("mixed", """
User: 随便问问，Go 的 goroutine leak 一般怎么 debug？
Assistant: 可以用 pprof 看 goroutine profile……
""")

# ---------------------------------------------------------------------------
# Build, self-check, write
# ---------------------------------------------------------------------------

def build():
    snippets = []
    for n, (lang, text, items) in enumerate(SNIPPETS, 1):
        snippets.append({"id": "t%03d" % n, "lang": lang, "text": text,
                         "items": items, "split": "heldout"})
    return {"version": 1, "snippets": snippets}


def check(data):
    errors = []
    ids = [s["id"] for s in data["snippets"]]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    for s in data["snippets"]:
        sid, text = s["id"], s["text"]
        if s["lang"] not in LANGS:
            errors.append("%s: bad lang %r" % (sid, s["lang"]))
        if s["split"] != "heldout":
            errors.append("%s: bad split" % sid)
        if not (text.startswith(("用户: ", "助手: ", "User: ", "Assistant: "))
                and text.endswith("\n")):
            errors.append("%s: bad text framing" % sid)
        for k, it in enumerate(s["items"]):
            where = "%s item %d" % (sid, k)
            if it["category"] not in CATEGORIES:
                errors.append("%s: bad category %r" % (where, it["category"]))
            if not 1 <= len(it["must"]) <= 3:
                errors.append("%s: %d must phrases" % (where, len(it["must"])))
            for ph in it["must"] + it["must_not"]:
                if not ph or ph not in text:
                    errors.append("%s: phrase not in text: %r" % (where, ph))
            for m in it["must"]:
                for mn in it["must_not"]:
                    if mn in m:
                        errors.append("%s: must %r contains must_not %r"
                                      % (where, m, mn))
            if len(set(it["must_not"])) != len(it["must_not"]):
                errors.append("%s: duplicate must_not" % where)
    return errors


def stats(data):
    sn = data["snippets"]
    by_lang = {}
    by_cat = {c: 0 for c in CATEGORIES}
    empty = multi = 0
    for s in sn:
        by_lang[s["lang"]] = by_lang.get(s["lang"], 0) + 1
        for it in s["items"]:
            by_cat[it["category"]] += 1
        if not s["items"]:
            empty += 1
        if len(s["items"]) >= 2 or any(it["must_not"] for it in s["items"]):
            multi += 1
    return {"snippets": len(sn), "by_lang": by_lang,
            "items": sum(by_cat.values()), "by_category": by_cat,
            "no_item": empty, "multi": multi}


def main():
    data = build()
    errors = check(data)
    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        sys.exit(1)
    here = os.path.dirname(os.path.abspath(__file__))
    blob = (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    with open(os.path.join(here, "digest_blind3.json"), "wb") as f:
        f.write(blob)
    digest = hashlib.sha256(blob).hexdigest()
    with open(os.path.join(here, "digest_blind3.sha256"), "w") as f:
        f.write(digest + "  digest_blind3.json\n")
    print(json.dumps(stats(data), ensure_ascii=False))
    print("sha256", digest)


if __name__ == "__main__":
    main()
