#!/usr/bin/env python3
"""Build digest_blind4.json: blind held-out evaluation set 4 for the conversation digester.

Stdlib only, deterministic. All data lives in this file. The self-checks run before anything is
written; if one fails, the script prints the problems and writes nothing.
"""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_JSON = os.path.join(HERE, "digest_blind4.json")
OUT_SHA = os.path.join(HERE, "digest_blind4.sha256")

LANGS = {"en", "zh", "mixed"}
CATS = {"decision", "config", "preference", "event", "project", "general", "idea", "discussion"}
LABELS = ("User:", "Assistant:", "用户:", "助手:")

DATA = []


def S(lang, text, *items):
    DATA.append((lang, text, list(items)))


def I(cat, must, must_not=()):
    return {"category": cat, "must": list(must), "must_not": list(must_not)}


# ---------------------------------------------------------------------------------------------
# English
# ---------------------------------------------------------------------------------------------
S("en", "User: since we moved the training jobs to the new GPU box, the batch size is 256 now, and the learning rate stays at 3e-4, but we dropped the warmup entirely\n",
  I("event", ["new GPU box"], ["256", "3e-4", "warmup"]),
  I("config", ["batch size", "256"], ["3e-4", "warmup"]),
  I("config", ["learning rate", "3e-4"], ["256", "warmup"]),
  I("decision", ["dropped the warmup"], ["256", "3e-4"]))

S("en", "User: make it 3 — no, 4 replicas for the api deployment, and put the HPA max at 10\nAssistant: Okay, 4 replicas, HPA max 10.\n",
  I("config", ["4 replicas"], ["make it 3", "HPA max"]),
  I("config", ["HPA max", "10"], ["4 replicas", "make it 3"]))

S("en", "User: oh and btw, never deploy on Fridays, that's a hard rule now\n",
  I("decision", ["never deploy on Fridays"]))

S("en", "User: what's the difference between a p95 and a p99 latency target, roughly?\nAssistant: A p95 target means 95% of requests must be faster than the threshold; p99 is stricter and catches the tail.\n")

S("en", "User: use ruff from now on instead of flake8 and black, the config lives in pyproject.toml, also line length is 100 not 88\n",
  I("decision", ["ruff"], ["flake8", "line length"]),
  I("config", ["pyproject.toml"], ["flake8", "line length"]),
  I("config", ["line length", "100"], ["88", "flake8"]))

S("en", "Assistant: Should the on-call rotation be weekly or every two weeks?\nUser: weekly, handoff on Mondays at 10am\n",
  I("decision", ["weekly"], ["every two weeks", "Mondays at 10am"]),
  I("config", ["handoff", "Mondays at 10am"], ["every two weeks"]))

S("en", "User: the staging cluster was decommissioned last Thursday, and all preview environments are now spun up on demand by the PR bot\n",
  I("event", ["staging cluster", "decommissioned"], ["PR bot"]),
  I("decision", ["preview environments", "on demand"], ["decommissioned"]))

S("en", "Assistant: So to recap: an SLO of 99.9% for the checkout API, measured over a rolling 28 days, and error budget alerts at 50% burn. Right?\nUser: yes, exactly\n",
  I("config", ["99.9%"], ["28 days", "50% burn"]),
  I("config", ["rolling 28 days"], ["99.9%", "50% burn"]),
  I("config", ["50% burn"], ["99.9%", "28 days"]))

S("en", "User: if we ever had to support Windows, would we need to rewrite the installer?\nAssistant: Probably not entirely; most of the logic is portable, only the service registration would change.\n")

S("en", "User: a couple of things about how I like answers: keep them short, no emojis, British spelling please, and put code in fenced blocks with the language tag\n",
  I("preference", ["keep them short"], ["emojis", "British spelling", "fenced blocks"]),
  I("preference", ["no emojis"], ["keep them short", "British spelling", "fenced blocks"]),
  I("preference", ["British spelling"], ["keep them short", "emojis", "fenced blocks"]),
  I("preference", ["fenced blocks"], ["keep them short", "emojis", "British spelling"]))

S("en", "User: we're going with Godot 4 for the prototype, Unity licensing made the call easy, target is 60 fps on the Steam Deck, and the art is all 16x16 pixel sprites\n",
  I("decision", ["Godot 4"], ["Unity", "60 fps", "16x16"]),
  I("config", ["60 fps", "Steam Deck"], ["Godot", "16x16"]),
  I("decision", ["16x16"], ["60 fps", "Godot"]))

S("en", "User: the standup moves to 9:30 — actually scratch that, 9:45, people on the west coast complained\n",
  I("decision", ["standup", "9:45"], ["9:30"]))

S("en", "User: the sensor board talks UART at 115200 baud, the IMU sits on I2C address 0x68, and the watchdog is set to 2 s, so the main loop must never block longer than that\n",
  I("config", ["115200"], ["0x68", "watchdog"]),
  I("config", ["0x68"], ["115200", "watchdog"]),
  I("config", ["watchdog", "2 s"], ["115200", "0x68"]))

S("en", "User: lol the build finally went green after three hours, I need a coffee\nAssistant: Congrats! Enjoy the coffee.\n")

S("en", "User: min iOS version is 15, Android minSdk 26, and we're not doing tablets in v1\n",
  I("config", ["iOS", "15"], ["minSdk 26", "tablets"]),
  I("config", ["minSdk 26"], ["iOS version is 15", "tablets"]),
  I("decision", ["not doing tablets"], ["minSdk 26", "iOS version is 15"]))

S("en", "User: because the old Jenkins box kept dying, we moved all pipelines to Buildkite last sprint, and now the agents autoscale on spot instances\n",
  I("event", ["Buildkite"], ["spot instances"]),
  I("config", ["autoscale", "spot instances"], ["kept dying"]))

S("en", "User: please write me a quick bash one-liner to count lines in all .py files\nAssistant: find . -name '*.py' | xargs wc -l\n")

S("en", "User: for the dashboards we'll use Grafana for metrics, Loki for logs and Tempo for traces, plus Alertmanager stays as is\n",
  I("decision", ["Grafana", "metrics"], ["Loki", "Tempo", "Alertmanager"]),
  I("decision", ["Loki", "logs"], ["Grafana", "Tempo", "Alertmanager"]),
  I("decision", ["Tempo", "traces"], ["Grafana", "Loki", "Alertmanager"]),
  I("decision", ["Alertmanager"], ["Grafana", "Loki", "Tempo"]))

S("en", "User: we don't store raw card numbers anywhere, ever — Stripe tokens only — and PII columns get encrypted with the KMS key\n",
  I("decision", ["card numbers"], ["KMS", "PII"]),
  I("config", ["PII", "KMS"], ["card numbers", "Stripe"]))

S("en", "User: I'm torn between Postgres and DynamoDB for the event store, what would you pick?\nAssistant: For an append-heavy store with replays, Postgres is simpler unless you expect very high write volume.\n")

S("en", "User: I'm off Aug 11 through Aug 22, so Priya covers the release train while I'm away\n",
  I("event", ["Aug 11", "Aug 22"], ["Priya"]),
  I("decision", ["Priya", "release train"], ["Aug 11"]))

S("en", "User: the model is a LightGBM classifier, but we calibrate it with isotonic regression, so the thresholds in the service are on calibrated probabilities, and the main metric we report is PR-AUC not ROC-AUC\n",
  I("decision", ["LightGBM"], ["isotonic", "PR-AUC"]),
  I("decision", ["isotonic"], ["PR-AUC"]),
  I("decision", ["PR-AUC"], ["ROC-AUC", "LightGBM", "isotonic"]))

S("en", "User: the feature store is backed by Redis for online serving, oh and the offline side is just Parquet on S3 partitioned by day\n",
  I("config", ["Redis", "online"], ["Parquet"]),
  I("config", ["Parquet", "partitioned by day"], ["Redis"]))

S("en", "User: can you explain what SHAP values actually tell me about a single prediction?\nAssistant: They split the prediction into additive contributions from each feature relative to a baseline.\n")

S("en", "User: corners are 8px on buttons but 12px on cards, and we use Inter everywhere except code, which is JetBrains Mono\n",
  I("config", ["8px", "buttons"], ["12px", "Inter everywhere", "JetBrains Mono"]),
  I("config", ["12px", "cards"], ["8px", "Inter everywhere", "JetBrains Mono"]),
  I("decision", ["Inter everywhere"], ["JetBrains Mono", "8px", "12px"]),
  I("decision", ["JetBrains Mono"], ["8px", "12px"]))

S("en", "User: PRs need two approvals unless it's a docs-only change, in which case one is fine, and nobody merges their own PR\n",
  I("decision", ["two approvals"], ["docs-only", "merges their own"]),
  I("decision", ["docs-only"], ["merges their own"]),
  I("decision", ["nobody merges their own PR"], ["two approvals", "docs-only"]))

S("en", "User: perfect, that fixed it, thanks a lot!\n")

S("en", "User: set the retention on the metrics bucket to 30 days, wait no, legal wants 90, so 90 days\n",
  I("config", ["metrics bucket", "90 days"], ["30 days"]))

S("en", "Assistant: I'd suggest pinning Node to 20 LTS in .nvmrc and using pnpm instead of npm. Want me to go ahead?\nUser: pin node yes, but keep npm, the team isn't ready for pnpm\n",
  I("decision", ["20 LTS"], ["pnpm"]),
  I("decision", ["keep npm"], ["20 LTS", "pnpm"]))

S("en", "User: heads-up: the postmortem for the March 3 outage is on Thursday, root cause was an expired TLS cert on the internal load balancer\n",
  I("event", ["postmortem", "Thursday"], ["expired TLS cert"]),
  I("event", ["March 3", "expired TLS cert"], ["Thursday"]))

S("en", "User: I'm Dana, I run the platform team out of Lisbon, so keep in mind I'm on WET, and I prefer answers with a short TL;DR up front\n",
  I("general", ["Dana", "platform team"], ["TL;DR"]),
  I("general", ["Lisbon", "WET"], ["TL;DR"]),
  I("preference", ["TL;DR"], ["Lisbon", "Dana"]))

S("en", "User: hmm, maybe we should look into Nomad at some point? not sure\nAssistant: Could be worth a small spike if Kubernetes feels heavy for you.\n")

S("en", "User: idea for later, not now: a 'replay' mode in the game that records inputs so players can share runs\n",
  I("idea", ["replay"]))

S("en", "User: we spent the whole retro arguing about monorepo vs polyrepo, no decision yet, the main worry is CI time\n",
  I("discussion", ["monorepo", "CI time"]))

S("en", "User: logs are kept 14 days; traces 3 days; metrics a year at 1m resolution, downsampled to 1h after 30 days\n",
  I("config", ["logs", "14 days"], ["3 days", "a year"]),
  I("config", ["traces", "3 days"], ["14 days", "a year"]),
  I("config", ["metrics", "a year"], ["14 days", "3 days", "downsampled"]),
  I("config", ["1h", "30 days"], ["14 days", "3 days"]))

S("en", "User: from now on, always answer in English even if I write in Portuguese, and don't translate code comments\n",
  I("preference", ["always answer in English"], ["code comments"]),
  I("preference", ["don't translate code comments"], ["always answer in English"]))

S("en", "User: we'll ship the Android app first, iOS follows a month later though, since the one iOS dev is on parental leave until June\n",
  I("decision", ["Android", "first"], ["parental leave"]),
  I("decision", ["iOS", "a month later"]))

S("en", "User: just dry-run the migration against a copy first and tell me what breaks\n")

S("en", "User: btw my GitHub handle is @kwame-dev and I use fish shell, so skip bash-only syntax when you give me commands\n",
  I("general", ["@kwame-dev"], ["fish"]),
  I("preference", ["fish"], ["@kwame-dev"]))

S("en", "User: about the nightly backups\nAssistant: Sure, what about them?\nUser: keep 7 dailies and 4 weeklies, and copy the weeklies to the other region\n",
  I("config", ["7 dailies"], ["4 weeklies", "other region"]),
  I("config", ["4 weeklies"], ["7 dailies", "other region"]),
  I("config", ["other region"], ["7 dailies", "4 weeklies"]))

S("en", "User: rate limit for the public API: 100 requests per minute per key\nAssistant: Noted, 100/min per key.\nUser: hmm, make that 60, the free tier is getting abused\n",
  I("config", ["rate limit", "60"], ["100 requests", "100/min"]))

S("en", "User: page only on symptoms, not causes — so checkout error rate above 2% for 5 minutes pages, CPU alerts go to Slack only\n",
  I("decision", ["symptoms"], ["2%", "Slack"]),
  I("config", ["2%", "5 minutes"], ["Slack"]),
  I("config", ["CPU", "Slack"], ["2%"]))

S("en", "User: ugh, Mondays. anyway, how do I undo my last git commit but keep the changes?\nAssistant: git reset --soft HEAD~1 keeps the changes staged.\n")

S("en", "User: the save files are JSON for now, we'll switch to a binary format only if they get over 1 MB, and autosave triggers every checkpoint plus every 5 minutes\n",
  I("decision", ["save files", "JSON"], ["binary format", "5 minutes"]),
  I("decision", ["binary", "1 MB"], ["autosave"]),
  I("config", ["autosave", "5 minutes"], ["JSON", "1 MB"]))

S("en", "User: the Figma file is the source of truth — not the Notion page — and any copy changes go through Mei before they ship\n",
  I("decision", ["Figma", "source of truth"], ["Notion", "Mei"]),
  I("decision", ["copy changes", "Mei"], ["Notion", "source of truth"]))

S("en", "User: if latency ever became a problem, would a CDN in front of the API help?\nAssistant: Only for cacheable GET responses; for dynamic calls it mostly helps with TLS termination.\n")

S("en", "User: now that the team's grown to nine people, we're splitting into two squads, payments and growth, each with its own standup\n",
  I("decision", ["two squads", "payments", "growth"]))

S("en", "User: I use Neovim with lazy.nvim, not VS Code, so when you suggest editor settings give me Lua, not JSON\n",
  I("preference", ["Neovim"], ["VS Code", "Lua"]),
  I("preference", ["Lua"], ["VS Code", "JSON"]))

S("en", "User: the OTA update for the firmware goes out in two stages: 5% of devices on the 14th, everyone else on the 21st if the crash rate stays under 0.1%\n",
  I("event", ["5%", "14th"], ["21st"]),
  I("event", ["21st", "0.1%"], ["14th", "5% of devices"]))

S("en", "User: haha my cat just walked across the keyboard and opened six terminal tabs\nAssistant: A cat with DevOps ambitions!\n")

S("en", "User: we budget 2 story points max per bug, sprints are two weeks starting Wednesday, plus the demo is the last Tuesday of the sprint\n",
  I("decision", ["2 story points"], ["two weeks", "Wednesday", "demo"]),
  I("decision", ["two weeks", "Wednesday"], ["2 story points", "demo"]),
  I("decision", ["demo", "last Tuesday"], ["2 story points", "Wednesday"]))

S("en", "User: the legacy /v1 endpoints will be removed on 2025-09-30, customers were emailed yesterday\n",
  I("event", ["/v1", "2025-09-30"], ["emailed"]),
  I("event", ["emailed"]))

S("en", "Assistant: From the logs it looks like your Postgres is 14.9 and the pooler is PgBouncer in transaction mode — is that right?\nUser: correct, and max_client_conn is 2000\n",
  I("config", ["Postgres", "14.9"], ["2000", "transaction mode"]),
  I("config", ["PgBouncer", "transaction mode"], ["14.9", "2000"]),
  I("config", ["max_client_conn", "2000"], ["14.9"]))

S("en", "User: write a regex that matches UK postcodes, just for a quick test\n")

S("en", "User: actually, we're not using Kafka for this after all, a plain SQS queue with a DLQ is enough, and messages older than 4 days get dropped\n",
  I("decision", ["SQS"], ["Kafka", "4 days"]),
  I("config", ["4 days"], ["Kafka"]))

S("en", "User: so the pipeline runs in Airflow on a 2am UTC schedule, pulls from the Snowflake replica, writes features back as Delta tables, and if a run fails it retries twice and then pages whoever is on call\n",
  I("config", ["Airflow", "2am UTC"], ["Snowflake", "Delta", "retries twice"]),
  I("config", ["Snowflake replica"], ["Delta", "2am UTC", "retries twice"]),
  I("config", ["Delta tables"], ["Snowflake", "2am UTC", "retries twice"]),
  I("config", ["retries twice", "pages"], ["Delta", "Snowflake", "2am UTC"]))

S("en", "User: dark mode ships in 2.3, not 2.2 — the QA pass found too many contrast issues\n",
  I("decision", ["dark mode", "2.3"], ["2.2"]))

S("en", "User: what's a reasonable number of shards for a 200 GB Elasticsearch index?\nAssistant: Aim for shards of roughly 20–50 GB, so somewhere between 4 and 10 primaries.\n")

S("en", "User: when you draft release notes for me, use the Oxford comma, sentence case for headings, and never say 'simply' or 'just'\n",
  I("preference", ["Oxford comma"], ["sentence case", "simply"]),
  I("preference", ["sentence case"], ["Oxford comma", "simply"]),
  I("preference", ["simply"], ["Oxford comma", "sentence case"]))

S("en", "User: I work 7 to 3 Pacific, so anything that needs my review should land before noon my time\n",
  I("general", ["7 to 3 Pacific"], ["before noon"]),
  I("preference", ["review", "before noon"], ["7 to 3"]))

S("en", "User: no dynamic allocation after init on the MCU, the heap is only 32 KB; stacks are statically sized, 2 KB per task\n",
  I("decision", ["dynamic allocation"], ["2 KB per task"]),
  I("config", ["2 KB per task"], ["dynamic allocation", "32 KB"]))

S("en", "User: the design review thing\nAssistant: The one for the onboarding flow?\nUser: yeah, it's moved to Friday 3pm, and Leo's presenting instead of me\n",
  I("event", ["Friday 3pm"], ["Leo"]),
  I("event", ["Leo", "presenting"], ["Friday 3pm"]))

S("en", "User: we could go with either Sentry or Rollbar, both seem fine, let me think about it over the weekend\n")

S("en", "User: the cloud bill hit $42k last month, so we're putting a hard cap of $35k and turning off the GPU nodes on weekends\n",
  I("event", ["$42k"], ["$35k", "weekends"]),
  I("decision", ["$35k"], ["$42k", "weekends"]),
  I("decision", ["GPU nodes", "weekends"], ["$35k", "$42k"]))

S("en", "User: server tick rate 30, no sorry, 20 Hz, 30 was the old build, and max 16 players per lobby\n",
  I("config", ["tick rate", "20 Hz"], ["tick rate 30", "16 players"]),
  I("config", ["16 players"], ["20 Hz", "tick rate 30"]))

S("en", "User: access to prod is granted through Teleport only, sessions are recorded, and break-glass credentials are kept in the safe in the Berlin office\n",
  I("decision", ["Teleport"], ["break-glass", "Berlin"]),
  I("config", ["sessions are recorded"], ["break-glass", "Berlin"]),
  I("config", ["break-glass", "Berlin"], ["Teleport", "recorded"]))

S("en", "User: cheers, that's all for today, have a good weekend\nAssistant: You too!\n")

S("en", "User: the app's analytics go through Amplitude — we dropped Mixpanel in January — and we only track events after consent\n",
  I("decision", ["Amplitude"], ["consent"]),
  I("event", ["Mixpanel", "January"], ["consent"]),
  I("decision", ["consent"], ["Mixpanel"]))

S("en", "User: three rules for the repo: first, main is always deployable; second, feature flags for anything half-done; third, squash merges only\n",
  I("decision", ["main is always deployable"], ["feature flags", "squash"]),
  I("decision", ["feature flags"], ["always deployable", "squash"]),
  I("decision", ["squash merges only"], ["feature flags", "always deployable"]))

S("en", "User: React Native builds on CI take 12 minutes, so we're caching the Gradle and CocoaPods dirs and only building iOS on the main branch\n",
  I("decision", ["Gradle", "CocoaPods"], ["main branch"]),
  I("decision", ["iOS", "main branch"], ["Gradle"]))

S("en", "Assistant: I can set the Lambda memory to 1024 MB and the timeout to 30 s. Sound OK?\nUser: memory fine, timeout 15 s is plenty\n",
  I("config", ["1024 MB"], ["30 s", "15 s"]),
  I("config", ["timeout", "15 s"], ["30 s", "1024 MB"]))

S("en", "User: random thought I want to keep: a weekly digest email summarising which experiments won, could be auto-generated from the experiment tracker\n",
  I("idea", ["weekly digest email"]))

S("en", "User: we discussed whether to rewrite the matching service in Rust; consensus was not this year, but we'll profile the hot path in Q3\n",
  I("decision", ["Rust", "not this year"], ["Q3"]),
  I("decision", ["profile", "Q3"], ["not this year"]))

S("en", "User: we signed the contract with Acme yesterday, kickoff is the 9th and they want weekly status reports on Fridays\n",
  I("event", ["Acme", "signed"], ["kickoff", "Fridays"]),
  I("event", ["kickoff", "9th"], ["Fridays"]),
  I("decision", ["status reports", "Fridays"], ["9th"]))

S("en", "User: can you give me three name ideas for an internal CLI tool?\nAssistant: Sure: 'hatch', 'relay' and 'toolbelt'.\n")

S("en", "User: I'd rather you use httpie than curl in examples, and tables over bullet lists when you compare options\n",
  I("preference", ["httpie"], ["curl", "tables"]),
  I("preference", ["tables"], ["httpie", "bullet lists"]))

S("en", "User: the side project I mentioned is a habit tracker for Wear OS, Kotlin + Compose, offline-first with a local Room database\n",
  I("project", ["habit tracker", "Wear OS"], ["Room"]),
  I("decision", ["Kotlin", "Compose"], ["Room"]),
  I("decision", ["offline-first", "Room"], ["Kotlin"]))

S("en", "User: the quarterly planning offsite is on the 17th — no wait, the 18th, the 17th is a bank holiday here\n",
  I("event", ["offsite", "18th"], ["17th"]))

S("en", "User: the DB turned out to be the bottleneck, not the queue, so we added a read replica and moved the reporting queries onto it\n",
  I("event", ["DB", "bottleneck"], ["read replica"]),
  I("decision", ["read replica", "reporting queries"]))

S("en", "User: cache TTL is 10 minutes for product pages and 1 minute for prices, and we bust the cache on every deploy\n",
  I("config", ["10 minutes", "product pages"], ["1 minute", "every deploy"]),
  I("config", ["1 minute", "prices"], ["10 minutes", "every deploy"]),
  I("decision", ["every deploy"], ["10 minutes", "1 minute"]))

S("en", "User: going forward, the Jupyter notebooks stay in /research and never get imported by production code; anything reusable gets moved into the `featurelib` package with tests\n",
  I("decision", ["/research"], ["featurelib"]),
  I("decision", ["featurelib"], ["/research"]))

# ---------------------------------------------------------------------------------------------
# Chinese
# ---------------------------------------------------------------------------------------------
S("zh", "用户: 模型训练那边定了，用 XGBoost，然后随机种子固定成 42，另外验证集按时间切，最后两周做验证\n",
  I("decision", ["XGBoost"], ["42", "最后两周"]),
  I("config", ["随机种子", "42"], ["XGBoost", "最后两周"]),
  I("config", ["按时间切", "最后两周"], ["42", "XGBoost"]))

S("zh", "用户: 我们买了三台 Jetson Orin 做边缘推理，还有两块备用的，放在深圳仓库\n",
  I("event", ["三台", "Jetson Orin"], ["两块备用", "深圳仓库"]),
  I("general", ["两块备用", "深圳仓库"], ["三台"]))

S("zh", "用户: 值班表改一下，每周一轮换，交接时间周一上午十点，不过节假日顺延到下一个工作日\n",
  I("decision", ["每周一轮换"], ["十点", "顺延"]),
  I("config", ["交接", "十点"], ["顺延"]),
  I("decision", ["节假日", "顺延"], ["十点"]))

S("zh", "用户: 请问 Prometheus 的 rate 和 irate 有啥区别？\n助手: rate 计算的是整个区间内的平均每秒增长率，irate 只用最后两个样本点……\n")

S("zh", "用户: 对了，以后别在周五发版了，而且发版窗口固定在周二和周四下午\n",
  I("decision", ["别在周五发版"], ["周二和周四"]),
  I("decision", ["周二和周四下午"], ["周五"]))

S("zh", "用户: Redis 的 maxmemory 设成 4G，哦不对，8G，4G 是测试环境的\n",
  I("config", ["maxmemory", "8G"], ["设成 4G", "测试环境"]),
  I("config", ["4G", "测试环境"], ["8G"]))

S("zh", "用户: App 的推送用极光，不用个推，然后静默时段是晚上十点到早上八点\n",
  I("decision", ["极光"], ["个推", "晚上十点"]),
  I("config", ["静默时段", "晚上十点到早上八点"], ["极光", "个推"]))

S("zh", "用户: 设计规范这块：主色 #FF6A00、辅助色 #1F2937、圆角统一 6px，然后图标都用线性风格的\n",
  I("config", ["主色", "#FF6A00"], ["#1F2937", "6px", "线性风格"]),
  I("config", ["辅助色", "#1F2937"], ["#FF6A00", "6px", "线性风格"]),
  I("config", ["圆角", "6px"], ["#FF6A00", "#1F2937", "线性风格"]),
  I("decision", ["图标", "线性风格"], ["6px", "#FF6A00", "#1F2937"]))

S("zh", "用户: 今天加班到十一点，累死了哈哈\n助手: 辛苦了，早点休息！\n")

S("zh", "用户: 主控换成 ESP32-S3 了，原来的 STM32F103 资源不够，另外 Wi-Fi 配网用 BLE 方式\n",
  I("decision", ["ESP32-S3"], ["BLE"]),
  I("decision", ["配网", "BLE"], ["ESP32-S3", "STM32F103"]))

S("zh", "用户: 我习惯用 Typora 写文档，然后图片统一放 assets 目录，文件名用小写加中划线\n",
  I("preference", ["Typora"], ["assets", "中划线"]),
  I("preference", ["assets"], ["Typora", "中划线"]),
  I("preference", ["小写加中划线"], ["Typora", "assets"]))

S("zh", "用户: 日志保留的事情\n助手: 您说的是应用日志还是审计日志？\n用户: 审计日志，保留 180 天，应用日志 30 天就行\n",
  I("config", ["审计日志", "180 天"], ["30 天"]),
  I("config", ["应用日志", "30 天"], ["180 天"]))

S("zh", "用户: 帮我写个 SQL，查一下上周每天的订单量\n助手: SELECT date(created_at) AS d, count(*) FROM orders WHERE created_at >= now() - interval '7 day' GROUP BY d;\n")

S("zh", "用户: 周会从周三改到周四下午两点，会议室还是 3 楼那间，不过远程的同学用腾讯会议\n",
  I("decision", ["周会", "周四下午两点"], ["周三", "3 楼", "腾讯会议"]),
  I("config", ["3 楼"], ["周四下午两点", "腾讯会议"]),
  I("decision", ["远程", "腾讯会议"], ["3 楼", "周三"]))

S("zh", "用户: 游戏引擎最后定了 Unity 2022 LTS，没选 Unreal，主要是团队都熟 C#，然后目标帧率 30，移动端为主\n",
  I("decision", ["Unity 2022 LTS"], ["Unreal", "帧率 30", "移动端为主"]),
  I("config", ["帧率 30"], ["Unity", "Unreal"]),
  I("decision", ["移动端为主"], ["Unreal", "Unity 2022", "帧率 30"]))

S("zh", "用户: 告警分三级：P0 电话、P1 企业微信、P2 只发邮件，而且 P0 五分钟没人认领就升级到主管\n",
  I("config", ["P0", "电话"], ["企业微信", "邮件", "升级到主管"]),
  I("config", ["P1", "企业微信"], ["电话", "邮件", "升级到主管"]),
  I("config", ["P2", "邮件"], ["电话", "企业微信", "升级到主管"]),
  I("config", ["五分钟", "升级到主管"], ["企业微信", "邮件"]))

S("zh", "用户: 假如以后用户量翻十倍，现在这套 MySQL 主从还扛得住吗？\n助手: 读多写少的话加从库还能撑一阵，写入翻十倍就得考虑分库分表了。\n")

S("zh", "用户: 上周五机房断电了两个小时，然后备用电源没切过去，已经让运维加了季度演练\n",
  I("event", ["断电", "两个小时"], ["季度演练"]),
  I("decision", ["季度演练"], ["两个小时"]))

S("zh", "用户: 以后给我写周报的时候别用太多形容词，然后每条控制在一句话，数字要写具体的\n",
  I("preference", ["形容词"], ["一句话", "数字要写具体"]),
  I("preference", ["一句话"], ["形容词", "数字要写具体"]),
  I("preference", ["数字要写具体"], ["形容词", "一句话"]))

S("zh", "用户: 我在做一个给宠物医院用的预约小程序，后端 Go，数据库 PostgreSQL，预计十月上线\n",
  I("project", ["宠物医院", "预约小程序"], ["PostgreSQL", "十月"]),
  I("decision", ["后端 Go"], ["PostgreSQL", "十月"]),
  I("decision", ["PostgreSQL"], ["后端 Go", "十月"]),
  I("event", ["十月上线"], ["PostgreSQL", "后端 Go"]))

S("zh", "用户: 状态管理用 Redux 还是 Zustand 我还没想好，你先别动\n")

S("zh", "用户: 安卓包体积要控制在 30MB 以内，所以图片资源全转 WebP，然后动画用 Lottie 不用 GIF\n",
  I("config", ["30MB"], ["WebP", "Lottie"]),
  I("decision", ["WebP"], ["Lottie", "GIF"]),
  I("decision", ["Lottie"], ["GIF", "WebP", "30MB"]))

S("zh", "用户: 代码评审规定一下：一个 PR 不超过 400 行，至少一个人 approve，然后 24 小时内必须给反馈\n",
  I("decision", ["400 行"], ["approve", "24 小时"]),
  I("decision", ["至少一个人 approve"], ["400 行", "24 小时"]),
  I("decision", ["24 小时", "反馈"], ["400 行", "approve"]))

S("zh", "用户: 生产库每天凌晨三点全量备份，不过 binlog 要实时同步到异地\n",
  I("config", ["凌晨三点", "全量备份"], ["binlog"]),
  I("config", ["binlog", "异地"], ["凌晨三点"]))

S("zh", "用户: 哈哈哈这个 bug 也太离谱了\n助手: 确实少见 😄\n")

S("zh", "用户: 线程池核心线程数设 16\n助手: 好的，核心线程数 16。\n用户: 算了还是 12 吧，机器只有 8 核\n",
  I("config", ["12"], ["设 16", "线程数 16"]))

S("zh", "用户: 指标这块我们看 F1，不看准确率，因为正负样本是一比九；另外阈值先定 0.35\n",
  I("decision", ["F1"], ["0.35", "准确率"]),
  I("config", ["阈值", "0.35"], ["F1", "准确率"]))

S("zh", "用户: 产品说首页 banner 最多放五张，顺便把轮播间隔改成 4 秒\n",
  I("decision", ["banner", "五张"], ["4 秒"]),
  I("config", ["轮播间隔", "4 秒"], ["五张"]))

S("zh", "用户: 我叫周敏，在成都，做 iOS 开发的，你回答的时候直接给代码就行，不用解释太多\n",
  I("general", ["周敏"], ["直接给代码"]),
  I("general", ["成都"], ["直接给代码"]),
  I("general", ["iOS 开发"], ["直接给代码"]),
  I("preference", ["直接给代码"], ["周敏", "成都"]))

S("zh", "用户: 把这段 Python 改成异步的，给我看看效果\n")

S("zh", "用户: K8s 集群升级到 1.29 了，然后 ingress 换成了 Gateway API，另外 cert-manager 也顺手升了一下\n",
  I("event", ["1.29"], ["Gateway API", "cert-manager"]),
  I("event", ["Gateway API"], ["1.29", "cert-manager"]),
  I("event", ["cert-manager"], ["1.29", "Gateway API"]))

S("zh", "助手: 建议把 JVM 堆内存设成 4g，GC 用 G1，要我改吗？\n用户: 行，就这么办\n",
  I("config", ["4g"], ["G1"]),
  I("config", ["G1"], ["4g"]))

S("zh", "用户: 埋点事件名统一用 snake_case，然后每个事件必须带 user_id 和 session_id 两个字段\n",
  I("decision", ["snake_case"], ["user_id"]),
  I("decision", ["user_id", "session_id"], ["snake_case"]))

S("zh", "用户: 你觉得 Flutter 和 React Native 哪个更适合我们？各有什么坑？\n")

S("zh", "用户: 这批样机一共 20 台，其中 5 台给客户试用，剩下的留着做老化测试，老化跑 72 小时\n",
  I("event", ["20 台"], ["5 台", "72 小时"]),
  I("decision", ["5 台", "客户试用"], ["72 小时", "老化测试"]),
  I("decision", ["老化", "72 小时"], ["5 台"]))

S("zh", "用户: 新人入职第一周只看代码不提交，而且要配一个 buddy，不过第二周开始就要接小需求了\n",
  I("decision", ["只看代码不提交"], ["buddy", "第二周"]),
  I("decision", ["buddy"], ["第二周", "只看代码"]),
  I("decision", ["第二周", "小需求"], ["buddy"]))

S("zh", "用户: 我电脑是 M2 的 MacBook Air，16G 内存，所以你推荐工具的时候考虑一下 ARM 兼容\n",
  I("general", ["M2", "16G"], ["ARM 兼容"]),
  I("preference", ["ARM 兼容"], ["16G"]))

S("zh", "用户: 早上好！\n助手: 早上好，今天想聊点什么？\n")

S("zh", "用户: SLO 定成 99.95%，统计窗口 30 天，错误预算用完了就冻结功能发布，只修 bug\n",
  I("config", ["99.95%"], ["30 天", "冻结"]),
  I("config", ["30 天"], ["99.95%", "冻结"]),
  I("decision", ["错误预算", "冻结"], ["99.95%", "30 天"]))

S("zh", "用户: 端口改成 9000——不不不，9000 被 MinIO 占了，用 9100\n",
  I("config", ["9100"], ["改成 9000"]))

S("zh", "用户: 数据标注外包给了两家公司，一家做图像、一家做文本，每条 0.3 元，月底前交第一批\n",
  I("decision", ["外包", "两家"], ["0.3 元", "月底"]),
  I("config", ["0.3 元"], ["月底"]),
  I("event", ["月底", "第一批"], ["0.3 元"]))

S("zh", "用户: 这个报错是啥意思：ModuleNotFoundError: No module named 'torch'\n助手: 说明当前环境没有安装 PyTorch，pip install torch 即可。\n")

S("zh", "用户: 下次迭代评审定在 6 月 12 号，哦不，13 号，12 号老板出差\n",
  I("event", ["迭代评审", "13 号"], ["6 月 12 号"]))

S("zh", "用户: 跟我说话别太客气，不用每次都说“好的呢”，直接说结论\n",
  I("preference", ["别太客气"], ["直接说结论"]),
  I("preference", ["直接说结论"], ["别太客气"]))

S("zh", "用户: 我们组现在负责三个服务：订单、库存、结算，其中结算下季度要交给财务中台\n",
  I("project", ["订单、库存、结算"], ["财务中台"]),
  I("decision", ["结算", "财务中台"], ["订单、库存"]))

S("zh", "用户: 移动端崩溃率目标是低于 0.2%，然后 ANR 低于 0.5%，超过就不能全量\n",
  I("config", ["崩溃率", "0.2%"], ["ANR"]),
  I("config", ["ANR", "0.5%"], ["0.2%"]),
  I("decision", ["不能全量"]))

S("zh", "用户: 如果换成按量付费会不会更便宜？你帮我算算\n")

S("zh", "用户: 关卡配置用 Excel 导出成 JSON，策划改表不用找程序；另外美术资源命名规则是 类型_名称_序号，比如 ui_btn_01\n",
  I("decision", ["Excel", "JSON"], ["类型_名称_序号"]),
  I("config", ["类型_名称_序号"], ["Excel"]))

S("zh", "用户: 公司年会定在 1 月 18 号，地点在杭州，然后 1 月 20 号开始放年假\n",
  I("event", ["年会", "1 月 18 号"], ["1 月 20 号"]),
  I("event", ["1 月 20 号", "年假"], ["1 月 18 号", "杭州"]))

S("zh", "用户: 固件版本号格式统一成 v主版本.次版本.补丁，OTA 包要签名，而且必须支持断点续传\n",
  I("decision", ["v主版本.次版本.补丁"], ["签名", "断点续传"]),
  I("decision", ["签名"], ["断点续传", "v主版本"]),
  I("decision", ["断点续传"], ["签名", "v主版本"]))

S("zh", "用户: 嗯嗯好的，我先去吃个饭，回来再说\n")

S("zh", "用户: 训练数据去重之后剩 120 万条，然后按 8:1:1 划分训练、验证、测试\n",
  I("general", ["120 万条"], ["8:1:1"]),
  I("config", ["8:1:1"], ["120 万条"]))

S("zh", "用户: 老的支付接口已经下线了，所有流量都切到了新网关，回滚开关保留两周\n",
  I("event", ["老的支付接口", "下线"], ["两周"]),
  I("event", ["新网关"], ["两周"]),
  I("config", ["回滚开关", "两周"], ["下线"]))

S("zh", "用户: 我有个想法先记一下：可以做个 CLI，把常用的运维操作都包一层，省得每次查文档\n",
  I("idea", ["CLI", "运维操作"]))

S("zh", "用户: 今天跟后端讨论了一下接口要不要加版本号，吵了半天，最后没定，下周再说\n",
  I("discussion", ["版本号"]))

S("zh", "用户: 我写 Python 用 4 个空格缩进，类型注解要全加，然后 docstring 用 Google 风格\n",
  I("preference", ["4 个空格"], ["类型注解", "Google 风格"]),
  I("preference", ["类型注解"], ["4 个空格", "Google 风格"]),
  I("preference", ["Google 风格"], ["4 个空格", "类型注解"]))

S("zh", "用户: 能不能推荐几本讲分布式系统的书？\n")

S("zh", "用户: Terraform 的 state 放到 OSS 上，锁用 TableStore，顺便把 provider 版本锁死在 1.220.0\n",
  I("config", ["state", "OSS"], ["1.220.0"]),
  I("config", ["TableStore"], ["1.220.0"]),
  I("config", ["1.220.0"], ["OSS", "TableStore"]))

S("zh", "用户: 登录页要支持微信、Apple、手机号三种方式，还有隐私协议必须默认不勾选\n",
  I("decision", ["微信、Apple、手机号"], ["隐私协议"]),
  I("decision", ["隐私协议", "默认不勾选"], ["微信、Apple"]))

S("zh", "用户: 以后每天站会 15 分钟，超时的话话题挪到会后单聊\n",
  I("decision", ["站会", "15 分钟"], ["会后单聊"]),
  I("decision", ["会后单聊"], ["15 分钟"]))

S("zh", "用户: 你好，能帮我看看这段代码哪里有问题吗\n助手: 当然，请把代码贴出来。\n")

S("zh", "用户: 埋点 SDK 我们自己写的，不用神策了，数据先进 Kafka 再落 ClickHouse，报表用 Superset 做\n",
  I("decision", ["埋点 SDK", "自己写"], ["神策", "ClickHouse", "Superset"]),
  I("decision", ["Kafka", "ClickHouse"], ["神策", "Superset"]),
  I("decision", ["Superset"], ["神策", "Kafka"]))

S("zh", "助手: 我理解的是：灰度先放 5%，观察 24 小时，没问题再到 50%，对吗？\n用户: 对的\n",
  I("config", ["5%", "24 小时"], ["50%"]),
  I("config", ["50%"], ["先放 5%"]))

S("zh", "用户: 小李下个月 3 号离职，他手上的监控平台交给阿杰，交接文档月底前写完\n",
  I("event", ["小李", "3 号离职"], ["阿杰", "月底"]),
  I("decision", ["监控平台", "阿杰"], ["3 号离职", "月底"]),
  I("event", ["交接文档", "月底"], ["3 号离职"]))

S("zh", "用户: 要是我们把服务拆成 20 个微服务，运维成本大概会涨多少？\n")

S("zh", "用户: 爬虫那边：并发 8、每个请求间隔 500 毫秒、失败重试 3 次、超时 10 秒\n",
  I("config", ["并发 8"], ["500 毫秒", "重试 3 次", "10 秒"]),
  I("config", ["500 毫秒"], ["并发 8", "重试 3 次", "10 秒"]),
  I("config", ["重试 3 次"], ["并发 8", "500 毫秒", "10 秒"]),
  I("config", ["超时 10 秒"], ["并发 8", "500 毫秒", "重试 3 次"]))

S("zh", "用户: 我不喜欢深色主题，编辑器一直用浅色的，字号 14\n",
  I("preference", ["浅色"], ["字号 14"]),
  I("preference", ["字号 14"], ["浅色", "深色"]))

S("zh", "用户: 周末去爬山了，腿还在疼\n助手: 哈哈，好好休息～\n")

S("zh", "用户: 这次改版把底部导航从五个 tab 砍到四个，去掉了“发现”，然后“我的”页面加了一个设置入口\n",
  I("decision", ["四个"], ["五个 tab", "设置入口"]),
  I("decision", ["设置入口"], ["四个", "五个 tab"]))

S("zh", "用户: 生产环境的机器统一用 Ubuntu 22.04，别再装 CentOS 了，而且 SSH 只允许密钥登录\n",
  I("decision", ["Ubuntu 22.04"], ["CentOS", "密钥"]),
  I("decision", ["密钥登录"], ["Ubuntu", "CentOS"]))

S("zh", "用户: 特征工程的代码全部放到 features/ 目录下，然后 notebook 只做探索，不允许在 notebook 里写正式逻辑\n",
  I("decision", ["features/"], ["只做探索"]),
  I("decision", ["notebook", "只做探索"], ["features/"]))

S("zh", "用户: 昨天 App Store 审核被拒了，原因是缺少账号注销功能，下周一前要补上重新提交\n",
  I("event", ["审核被拒", "账号注销"], ["下周一"]),
  I("decision", ["下周一", "重新提交"]))

S("zh", "用户: 你先别改代码，我想想再说\n")

S("zh", "用户: 画图我用 Excalidraw，不要给我 Mermaid，看着费劲；另外表格用 Markdown 的就行\n",
  I("preference", ["Excalidraw"], ["Mermaid", "Markdown"]),
  I("preference", ["表格", "Markdown"], ["Excalidraw", "Mermaid"]))

S("zh", "用户: 值班的同学每周补贴 500 块，夜里被叫起来一次再加 100\n",
  I("decision", ["500 块"], ["再加 100"]),
  I("decision", ["再加 100"], ["500 块"]))

S("zh", "用户: 多人模式先不做了，一期只做单机，而且只上 Steam，主机版看销量再说\n",
  I("decision", ["单机"], ["Steam", "主机版"]),
  I("decision", ["Steam"], ["单机", "主机版"]))

S("zh", "用户: 问一下，Go 里面 context 超时是怎么传递的？\n助手: 子 context 继承父 context 的 deadline，父级取消时所有子级一起取消。\n")

S("zh", "用户: 那个邮件模板\n助手: 是注册欢迎邮件那个吗？\n用户: 对，发件人改成 noreply@petcare.cn，标题里加上用户昵称\n",
  I("config", ["noreply@petcare.cn"], ["昵称"]),
  I("decision", ["标题", "昵称"], ["noreply@petcare.cn"]))

S("zh", "用户: 今天开会定了几件事，接口统一走 gRPC，然后错误码用六位数字，另外所有时间字段都用 UTC 存，还有分页默认 20 条\n",
  I("decision", ["gRPC"], ["六位数字", "UTC", "20 条"]),
  I("decision", ["错误码", "六位数字"], ["gRPC", "UTC", "20 条"]),
  I("decision", ["时间字段", "UTC"], ["gRPC", "六位数字", "20 条"]),
  I("config", ["分页", "20 条"], ["gRPC", "六位数字", "UTC"]))

S("zh", "用户: 电池供电，待机电流要压到 10 微安以下，所以 MCU 大部分时间进 deep sleep，每 15 分钟醒一次上报\n",
  I("config", ["10 微安"], ["15 分钟"]),
  I("config", ["deep sleep", "15 分钟"], ["10 微安"]))

S("zh", "用户: 随便聊聊，你觉得 AI 会取代程序员吗\n助手: 更可能是改变工作方式，而不是完全取代。\n")

S("zh", "用户: 我们团队的 wiki 从 Confluence 迁到了飞书文档，旧链接会保留到年底\n",
  I("event", ["飞书文档"], ["年底"]),
  I("config", ["旧链接", "年底"]))

S("zh", "用户: 数据看板每小时刷新一次\n助手: 好的，设置为每小时刷新。\n用户: 不对，业务要求每 10 分钟，每小时太慢了\n",
  I("config", ["10 分钟"], ["每小时"]))

S("zh", "用户: 我是做数据分析的，主要用 R，不太会 Python，所以例子尽量给 R 的，实在不行再给 Python\n",
  I("general", ["数据分析"], ["再给 Python"]),
  I("preference", ["例子尽量给 R"], ["再给 Python"]),
  I("preference", ["再给 Python"], ["数据分析"]))

S("zh", "用户: 给我讲讲什么是 CRDT\n")

S("zh", "用户: 新项目代号“青鸟”，做企业内部的知识库问答，三月立项，预算 80 万\n",
  I("project", ["青鸟", "知识库问答"], ["80 万"]),
  I("event", ["三月立项"], ["80 万"]),
  I("decision", ["预算", "80 万"], ["三月"]))

S("zh", "用户: 推送点击率太低，下个版本把推送文案改短，不超过 20 个字，而且一天最多推两条\n",
  I("decision", ["20 个字"], ["两条"]),
  I("decision", ["一天最多推两条"], ["20 个字"]))

S("zh", "用户: 前端用 Vue 3，但是管理后台还是沿用 React 那套，不重写\n",
  I("decision", ["Vue 3"], ["React"]),
  I("decision", ["管理后台", "React"], ["Vue 3"]))

S("zh", "用户: 这个方案老板确认过了，就按方案二来，方案一的成本太高\n",
  I("decision", ["方案二"], ["方案一"]))

S("zh", "用户: 数据库连接数超过 80% 就告警，CPU 超过 70% 持续十分钟也告警，磁盘的阈值还是 85%\n",
  I("config", ["连接数", "80%"], ["70%", "85%"]),
  I("config", ["CPU", "70%"], ["80%", "85%"]),
  I("config", ["磁盘", "85%"], ["80%", "70%"]))

S("zh", "用户: 帮我润色文章的时候保留我的口语风格，别改成书面语，标点用全角\n",
  I("preference", ["口语风格"], ["全角"]),
  I("preference", ["全角"], ["口语风格"]))

S("zh", "用户: 对了，上周三的故障复盘结论出来了：是配置中心推了错误的灰度规则，以后改规则必须两个人 review\n",
  I("event", ["配置中心", "灰度规则"], ["两个人 review"]),
  I("decision", ["两个人 review"]))

S("zh", "用户: 好的收到 👌\n")

S("zh", "用户: 需求评审以后产品必须提前一天发 PRD，没发的需求不进本迭代\n",
  I("decision", ["提前一天", "PRD"], ["不进本迭代"]),
  I("decision", ["不进本迭代"], ["提前一天"]))

S("zh", "用户: A/B 实验每组至少 5000 个用户，跑满两周才能看结论，显著性水平 0.05\n",
  I("config", ["5000"], ["两周", "0.05"]),
  I("config", ["两周"], ["5000", "0.05"]),
  I("config", ["显著性水平", "0.05"], ["5000", "两周"]))

S("zh", "用户: 角色的移动速度是每秒 5 米，冲刺的时候乘 1.8，体力条 100 点，冲刺每秒耗 20\n",
  I("config", ["每秒 5 米"], ["1.8", "100 点", "耗 20"]),
  I("config", ["1.8"], ["每秒 5 米", "100 点", "耗 20"]),
  I("config", ["体力条 100 点"], ["1.8", "耗 20"]),
  I("config", ["每秒耗 20"], ["每秒 5 米", "1.8", "100 点"]))

S("zh", "用户: 你能用英文重新说一遍刚才那段吗\n")

S("zh", "用户: 镜像仓库从 Docker Hub 换到了 Harbor，自建的，另外基础镜像统一用 distroless\n",
  I("event", ["Harbor"], ["distroless"]),
  I("decision", ["distroless"], ["Harbor", "Docker Hub"]))

S("zh", "用户: 我每周二、周四下午不开会，要写代码，约会议避开这两个时间段\n",
  I("preference", ["周二、周四下午"]))

S("zh", "用户: 客服系统的工单超过 48 小时没处理就自动升级，然后 VIP 客户是 4 小时\n",
  I("config", ["48 小时"], ["4 小时", "VIP"]),
  I("config", ["VIP", "4 小时"], ["48 小时"]))

S("zh", "用户: 我试了你说的办法，改成用 uv 管理依赖之后安装快多了，以后都用 uv\n",
  I("decision", ["uv"]))

S("zh", "用户: 日志串口默认关掉，量产固件里只留错误级别，调试版才开 DEBUG\n",
  I("decision", ["串口", "关掉"], ["错误级别", "DEBUG"]),
  I("config", ["量产", "错误级别"], ["串口默认关掉", "DEBUG"]),
  I("config", ["调试版", "DEBUG"], ["错误级别", "串口默认关掉"]))

S("zh", "用户: 家里 NAS 是群晖 DS920+，跑着 Jellyfin 和 Home Assistant，我想让你记住这个，以后问题都基于这个环境\n",
  I("general", ["DS920+"], ["Jellyfin"]),
  I("general", ["Jellyfin", "Home Assistant"], ["DS920+"]))

S("zh", "用户: 这个需求先放着吧，等下个季度看情况\n")

# ---------------------------------------------------------------------------------------------
# Mixed
# ---------------------------------------------------------------------------------------------
S("mixed", "用户: 我们 team 决定 backend 全部迁到 FastAPI，不用 Flask 了，然后 deploy 用 Fly.io\n",
  I("decision", ["FastAPI"], ["Flask", "Fly.io"]),
  I("decision", ["deploy", "Fly.io"], ["FastAPI", "Flask"]))

S("mixed", "User: the 日报 should go out at 6pm Beijing time, and please write it in 中文 but keep technical terms in English\n",
  I("config", ["日报", "6pm"], ["中文"]),
  I("preference", ["中文"], ["6pm"]))

S("mixed", "用户: 这个 feature flag 叫 new_onboarding，rollout 先开 10% 的 iOS 用户，Android 下周再说\n",
  I("config", ["new_onboarding"], ["10%", "Android 下周"]),
  I("decision", ["10%", "iOS"], ["Android 下周"]))

S("mixed", "User: 老板 said no more weekend on-call for the junior devs, only seniors, starting next month\n",
  I("decision", ["weekend on-call", "seniors"]))

S("mixed", "用户: what does 幂等 mean exactly in REST API 的语境里？\n助手: 幂等指同一个请求执行一次和执行多次，对服务端状态的影响相同，比如 PUT 和 DELETE。\n")

S("mixed", "用户: Sprint length 改成 one week 了，two weeks 太长，retro 每两个 sprint 一次\n",
  I("decision", ["one week"], ["two weeks", "retro"]),
  I("decision", ["retro", "每两个 sprint"], ["one week", "two weeks"]))

S("mixed", "User: our GPU quota on the 阿里云 account is 8 A10s, and the training jobs must finish within the 夜间 window, 0:00–7:00\n",
  I("config", ["8 A10s"], ["0:00–7:00"]),
  I("config", ["0:00–7:00"], ["8 A10s"]))

S("mixed", "用户: 以后 commit message 用 Conventional Commits，英文写，scope 必填\n",
  I("decision", ["Conventional Commits"], ["scope 必填", "英文写"]),
  I("decision", ["英文写"], ["scope 必填"]),
  I("decision", ["scope 必填"], ["英文写"]))

S("mixed", "User: so the plan is: Figma 出图 by Wednesday, dev starts Thursday, and we 提测 next Tuesday\n",
  I("event", ["Figma", "Wednesday"], ["Thursday", "next Tuesday"]),
  I("event", ["dev starts Thursday"], ["Wednesday", "next Tuesday"]),
  I("event", ["提测", "next Tuesday"], ["Wednesday", "Thursday"]))

S("mixed", "用户: 我的 writing style 偏好：少用 passive voice，段落短一点，每段不超过三句\n",
  I("preference", ["passive voice"], ["三句"]),
  I("preference", ["三句"], ["passive voice"]))

S("mixed", "User: 这个 error 'CrashLoopBackOff' 一般是什么原因？\nAssistant: 通常是容器启动后立刻退出，先看 kubectl logs --previous。\n")

S("mixed", "用户: Staging 环境的 DB 每天晚上 reset 一次，用 prod 的 anonymized snapshot，PII 字段全部 mask 掉\n",
  I("decision", ["reset", "anonymized snapshot"], ["mask"]),
  I("decision", ["PII", "mask"], ["每天晚上"]))

S("mixed", "User: 我们的 SLA 对外承诺 99.9%, but internally we aim for 99.95, and 赔付 kicks in below 99.5\n",
  I("config", ["SLA", "99.9%"], ["99.95", "99.5"]),
  I("config", ["99.95"], ["99.9%", "99.5"]),
  I("config", ["赔付", "99.5"], ["99.95", "99.9%"]))

S("mixed", "用户: 我 prefer 用 pnpm，monorepo 用 Turborepo，不要 Nx\n",
  I("preference", ["pnpm"], ["Turborepo", "不要 Nx"]),
  I("decision", ["Turborepo"], ["pnpm", "不要 Nx"]))

S("mixed", "User: the 客户端 crash reports go to Sentry, self-hosted, and 保留 90 days\n",
  I("decision", ["Sentry", "self-hosted"], ["90 days"]),
  I("config", ["90 days"], ["self-hosted"]))

S("mixed", "用户: 哈哈 today is so chill, nothing broke 🎉\n")

S("mixed", "用户: 对了 btw 我下周 Mon–Wed 在 Singapore 出差，有事 Slack 找我，别打电话\n",
  I("event", ["Singapore", "Mon–Wed"], ["Slack"]),
  I("preference", ["Slack"], ["Singapore"]))

S("mixed", "User: we use the 阿里云 OSS bucket `prod-assets-sh` for images, CDN domain is img.example.cn, and 缓存 max-age 是 one day\n",
  I("config", ["prod-assets-sh"], ["img.example.cn", "max-age"]),
  I("config", ["img.example.cn"], ["prod-assets-sh", "max-age"]),
  I("config", ["max-age", "one day"], ["prod-assets-sh", "img.example.cn"]))

S("mixed", "用户: code review 的时候 nitpick 要标 nit:，不然默认是 blocking，然后 approve 之前必须跑过 CI\n",
  I("decision", ["nit:"], ["跑过 CI"]),
  I("decision", ["跑过 CI"], ["nit:"]))

S("mixed", "User: 我们的 mobile app 叫 'Tidy'，a chore-splitting app for roommates, built in Flutter, 目标是 Q4 上架\n",
  I("project", ["Tidy", "chore-splitting"], ["Q4"]),
  I("decision", ["Flutter"], ["Q4"]),
  I("event", ["Q4", "上架"], ["Flutter"]))

S("mixed", "用户: 模型 serving 用 Triton，batch 最大 32，动态 batching 的 max delay 设 5ms——不对，是 2ms\n",
  I("decision", ["Triton"], ["最大 32", "2ms", "5ms"]),
  I("config", ["batch", "32"], ["2ms", "5ms"]),
  I("config", ["max delay", "2ms"], ["5ms", "最大 32"]))

S("mixed", "User: 我想记一下：someday we should build a plugin system for the editor, 但现在不做\n",
  I("idea", ["plugin system"]))

S("mixed", "用户: timezone 统一 Asia/Shanghai，日期格式 YYYY-MM-DD，货币显示带两位小数\n",
  I("config", ["Asia/Shanghai"], ["YYYY-MM-DD", "两位小数"]),
  I("config", ["YYYY-MM-DD"], ["Asia/Shanghai", "两位小数"]),
  I("config", ["两位小数"], ["Asia/Shanghai", "YYYY-MM-DD"]))

S("mixed", "User: can you 帮我 translate this paragraph into English? just this once\n")

S("mixed", "用户: 昨天 prod 的 Redis 被 OOM kill 了，root cause 是 big key，现在加了 key size 的 monitoring\n",
  I("event", ["OOM", "big key"], ["monitoring"]),
  I("decision", ["key size", "monitoring"], ["OOM"]))

S("mixed", "User: the on-call handbook lives in Notion, but 所有 runbook 都放 GitHub repo 里 with the service code\n",
  I("config", ["handbook", "Notion"], ["runbook", "GitHub"]),
  I("decision", ["runbook", "GitHub"], ["Notion"]))

S("mixed", "用户: 游戏的 localization 先做 简中、繁中、English、日本語 四种，韩语 later\n",
  I("decision", ["简中、繁中、English、日本語"], ["韩语"]))

S("mixed", "User: 这周五 team dinner at 7, 在公司楼下那家火锅店\n",
  I("event", ["这周五", "team dinner"]))

S("mixed", "用户: I'm a 后端 engineer at a 跨境电商 company，主要写 Java，最近在学 Rust\n",
  I("general", ["后端 engineer", "跨境电商"], ["学 Rust"]),
  I("general", ["Java"], ["学 Rust"]),
  I("general", ["学 Rust"], ["Java"]))

S("mixed", "User: the 数据仓库 layers are ODS, DWD, DWS, ADS, and 每层的表名 prefix 就是 layer 名小写, like dwd_orders\n",
  I("config", ["ODS, DWD, DWS, ADS"], ["prefix", "dwd_orders"]),
  I("config", ["prefix", "小写"]))

S("mixed", "用户: 安卓端 minSdk 从 23 升到 26，targetSdk 34，然后 Kotlin 2.0\n",
  I("config", ["minSdk", "26"], ["targetSdk", "Kotlin 2.0"]),
  I("config", ["targetSdk 34"], ["升到 26", "Kotlin 2.0"]),
  I("config", ["Kotlin 2.0"], ["targetSdk 34", "minSdk"]))

S("mixed", "用户: 这个 PR 你帮我 review 一下，focus on concurrency issues\n")

S("mixed", "User: 我们组的 OKR this quarter: p99 latency 降到 200ms 以下, and 把 test coverage 提到 80%\n",
  I("project", ["p99", "200ms"], ["80%", "coverage"]),
  I("project", ["coverage", "80%"], ["200ms", "p99"]))

S("mixed", "用户: 设计稿的 spacing 用 4 的倍数，font size 只用 12/14/16/20/24 这几档\n",
  I("decision", ["spacing", "4 的倍数"], ["12/14/16/20/24"]),
  I("decision", ["12/14/16/20/24"], ["4 的倍数"]))

S("mixed", "User: heads up — 下周一开始 office 换到 12 楼, and the new wifi password is on the 门口 whiteboard\n",
  I("event", ["12 楼"], ["wifi", "whiteboard"]))

S("mixed", "用户: 我比较喜欢你用 bullet points 回答，不要大段 paragraph，code 注释用英文\n",
  I("preference", ["bullet points"], ["注释用英文"]),
  I("preference", ["注释用英文"], ["bullet points", "paragraph"]))

S("mixed", "User: the 埋点 schema is versioned, current is v3, v2 events are still accepted until 6 月底 but dropped after\n",
  I("config", ["v3"], ["6 月底", "v2 events"]),
  I("decision", ["v2", "6 月底"], ["current is v3"]))

S("mixed", "用户: 数据 pipeline 的 SLA 是 T+1 早上 8 点前出数，晚了要在群里 @ data-oncall\n",
  I("config", ["T+1", "8 点"], ["data-oncall"]),
  I("decision", ["data-oncall"]))

S("mixed", "User: 我想先 brainstorm 一下 app 的名字，no decision needed now\nAssistant: 好的，先列一些方向：功能型、拟人型、造词型……\n")

S("mixed", "用户: 这个 game 的 core loop 是 挖矿 → 升级装备 → 下更深的层，每局 15 分钟左右\n",
  I("project", ["core loop", "挖矿"], ["15 分钟"]),
  I("config", ["每局", "15 分钟"], ["挖矿"]))

S("mixed", "User: we had a long 讨论 about whether to adopt GraphQL; main concern was caching, 最后决定 stick with REST for now\n",
  I("discussion", ["GraphQL", "caching"], ["stick with REST"]),
  I("decision", ["REST"], ["GraphQL", "caching"]))

S("mixed", "用户: 以后帮我查资料的时候 source 要给原文链接，不要只给 summary\n",
  I("preference", ["原文链接"]))

S("mixed", "User: the embedded team 用 Zephyr RTOS, not FreeRTOS, and 所有 driver 都要有 unit test on QEMU\n",
  I("decision", ["Zephyr"], ["FreeRTOS", "QEMU"]),
  I("decision", ["unit test", "QEMU"], ["Zephyr", "FreeRTOS"]))

S("mixed", "用户: 下次 1:1 改到 Thursday 4pm，biweekly 就行\n",
  I("decision", ["1:1", "Thursday 4pm"], ["biweekly"]),
  I("decision", ["biweekly"], ["Thursday 4pm"]))

S("mixed", "User: 别 use 'leverage' or 'synergy' in anything you write for me, 我老板 hates that\n",
  I("preference", ["leverage", "synergy"]))

S("mixed", "用户: ok 那我先 merge 了，thx\n")

# ---------------------------------------------------------------------------------------------
# Build, check, write
# ---------------------------------------------------------------------------------------------
def build():
    # Stable order that interleaves languages: sort by a hash of the text, then number.
    rows = sorted(DATA, key=lambda r: hashlib.sha256(r[1].encode("utf-8")).hexdigest())
    snippets = []
    for n, (lang, text, items) in enumerate(rows, 1):
        snippets.append({"id": "d4-%03d" % n, "lang": lang, "text": text,
                         "items": items, "split": "heldout"})
    return {"version": 1, "snippets": snippets}


def check(doc):
    errs = []
    ids = set()
    texts = set()
    for s in doc["snippets"]:
        sid = s["id"]
        if sid in ids:
            errs.append("%s: duplicate id" % sid)
        ids.add(sid)
        if s["text"] in texts:
            errs.append("%s: duplicate text" % sid)
        texts.add(s["text"])
        if s["lang"] not in LANGS:
            errs.append("%s: bad lang %r" % (sid, s["lang"]))
        if s["split"] != "heldout":
            errs.append("%s: split is not heldout" % sid)
        t = s["text"]
        if not t.startswith(LABELS):
            errs.append("%s: text does not start with a speaker label" % sid)
        if not t.endswith("\n"):
            errs.append("%s: text does not end with a newline" % sid)
        for k, it in enumerate(s["items"]):
            where = "%s item %d" % (sid, k)
            if it["category"] not in CATS:
                errs.append("%s: bad category %r" % (where, it["category"]))
            must, mn = it["must"], it["must_not"]
            if not 1 <= len(must) <= 3:
                errs.append("%s: %d must phrases" % (where, len(must)))
            if len(set(mn)) != len(mn):
                errs.append("%s: duplicate must_not" % where)
            for p in must + mn:
                if not p or p not in t:
                    errs.append("%s: phrase %r not verbatim in text" % (where, p))
            for m in must:
                for x in mn:
                    if x in m:
                        errs.append("%s: must %r contains its own must_not %r" % (where, m, x))
    return errs


def stats(doc):
    sn = doc["snippets"]
    by_lang = {}
    by_cat = {}
    for s in sn:
        by_lang[s["lang"]] = by_lang.get(s["lang"], 0) + 1
        for it in s["items"]:
            by_cat[it["category"]] = by_cat.get(it["category"], 0) + 1
    n_items = sum(len(s["items"]) for s in sn)
    return {
        "snippets": len(sn),
        "by_lang": dict(sorted(by_lang.items())),
        "items": n_items,
        "by_category": dict(sorted(by_cat.items(), key=lambda kv: -kv[1])),
        "no_item": sum(1 for s in sn if not s["items"]),
        "ge2_items": sum(1 for s in sn if len(s["items"]) >= 2),
        "ge3_items": sum(1 for s in sn if len(s["items"]) >= 3),
        "eq4_items": sum(1 for s in sn if len(s["items"]) == 4),
        "with_must_not_or_ge2": sum(1 for s in sn if len(s["items"]) >= 2
                                    or any(it["must_not"] for it in s["items"])),
        "zh_label_in_mixed": sum(1 for s in sn if s["lang"] == "mixed"
                                 and s["text"].startswith(("用户:", "助手:"))),
    }


def main():
    doc = build()
    errs = check(doc)
    if errs:
        for e in errs:
            print("CHECK FAILED:", e, file=sys.stderr)
        print("%d problem(s); nothing written" % len(errs), file=sys.stderr)
        return 1
    data = (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    digest = hashlib.sha256(data).hexdigest()
    with open(OUT_JSON, "wb") as f:
        f.write(data)
    with open(OUT_SHA, "w", encoding="utf-8") as f:
        f.write("%s  digest_blind4.json\n" % digest)
    print(json.dumps(stats(doc), ensure_ascii=False, indent=1))
    print("sha256", digest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
