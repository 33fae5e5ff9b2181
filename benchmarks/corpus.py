"""Realistic synthetic memories for benchmarks: mixed English and Chinese, 20-300 characters.

Deterministic for a seed. Texts draw on a vocabulary of tools, projects, people, numbers
and free words large enough that, as in real stores, most terms are rare.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

TOOLS = (
    "PostgreSQL MySQL SQLite Redis Kafka RabbitMQ NATS Nginx Caddy Traefik Docker Podman Kubernetes Helm Terraform "
    "Ansible Grafana Prometheus Loki Sentry Django Flask FastAPI Rails Spring React Svelte Vue Angular Vite Webpack "
    "pytest ruff mypy black poetry uv pnpm yarn Rust Go Python TypeScript Java Kotlin Swift ClickHouse DuckDB "
    "Elasticsearch OpenSearch MinIO S3 Cloudflare Vercel Fly Hetzner Tailscale WireGuard Vault Keycloak Auth0"
).split()
AREAS = "cache queue search auth billing logging metrics frontend backend CI deploys backups storage api gateway cron".split()
AREAS_ZH = "缓存 消息队列 搜索 鉴权 计费 日志 监控 前端 后端 持续集成 部署 备份 存储 网关 定时任务 数据管道".split()
REASONS = (
    "it was faster in our load test",
    "the team already knows it",
    "licensing is simpler",
    "it runs offline",
    "the old one kept crashing at night",
    "the vendor raised prices",
    "it has better docs",
    "latency dropped by half",
)
REASONS_ZH = (
    "压测更快",
    "团队更熟悉",
    "许可证更简单",
    "可以离线运行",
    "旧方案夜里经常崩溃",
    "供应商涨价了",
    "文档更完整",
    "延迟降低一半",
)
NAMES = "alice bob carol dave erin frank grace heidi ivan judy mallory niaj olivia peggy rupert sybil trent victor walter".split()
NAMES_ZH = "张伟 王芳 李娜 刘洋 陈静 杨磊 赵敏 黄勇 周杰 吴霞 徐涛 孙丽".split()
FILLER = (
    "after the incident review we agreed to keep this until the next quarter",
    "revisit it when traffic grows past the current peak",
    "check the dashboard first and ping the on-call person",
    "do not change anything in production on a Friday",
    "the staging cluster mirrors this setup",
    "costs went down about twenty percent afterwards",
    "ask the security team before exposing it publicly",
    "the runbook lives in the ops wiki under networking",
    "rollback is a single command documented in the README",
    "benchmarks were run on the old laptops so take them with salt",
    "the contract with the vendor ends in spring",
    "tests are flaky when the network is slow",
    "keep an eye on memory usage during the nightly batch",
    "the migration script is idempotent and can be rerun",
    "customers in Europe noticed the latency first",
    "we should write this down in the architecture decision log",
)
FILLER_ZH = (
    "复盘之后大家同意先保持现状",
    "下个季度再评估",
    "流量增长时需要重新检查",
    "上线前先看监控面板",
    "通知值班同学",
    "不要直接改生产环境",
    "预发环境的配置与此一致",
    "之后成本下降了两成左右",
    "对外开放之前先找安全团队确认",
    "操作手册放在运维知识库里",
    "回滚只需要一条命令",
    "压测是在旧笔记本上做的",
    "和供应商的合同春天到期",
    "网络慢的时候测试不稳定",
    "夜间批处理时注意内存占用",
    "迁移脚本可以重复执行",
    "欧洲的客户最先感到延迟",
    "这条要记到架构决策记录里",
    "新同事入职时先看这份说明",
    "周末尽量不要发布",
)


def _project(rng: random.Random) -> str:
    return f"{rng.choice(['atlas', 'borealis', 'cobalt', 'dynamo', 'ember', 'falcon', 'garnet', 'helix'])}-{rng.randint(1, 9999)}"


def _english(rng: random.Random) -> str:
    tool, area, project = rng.choice(TOOLS), rng.choice(AREAS), _project(rng)
    version = f"{rng.randint(1, 20)}.{rng.randint(0, 30)}"
    kind = rng.randrange(5)
    if kind == 0:
        text = f"Decided to use {tool} {version} for the {area} of {project} because {rng.choice(REASONS)}."
    elif kind == 1:
        text = f"{rng.choice(NAMES).title()} prefers {tool} over {rng.choice(TOOLS)} for {area} work"
    elif kind == 2:
        text = f"config: {project} {area} runs on port {rng.randint(1024, 65000)} at host {area}{rng.randint(1, 99)}.internal"
    elif kind == 3:
        text = f"Project {project}: migrate {area} to {tool} {version} by week {rng.randint(1, 52)}"
    else:
        text = f"Incident {rng.randint(100, 99999)}: {tool} in {project} {area} failed, fixed by {rng.choice(NAMES)}"
    return _pad(rng, text, FILLER, " ")


def _chinese(rng: random.Random) -> str:
    tool, area, project = rng.choice(TOOLS), rng.choice(AREAS_ZH), _project(rng)
    kind = rng.randrange(5)
    if kind == 0:
        text = f"决定：{project} 的{area}改用 {tool} {rng.randint(1, 20)}.{rng.randint(0, 30)}，原因是{rng.choice(REASONS_ZH)}"
    elif kind == 1:
        text = f"偏好：{rng.choice(NAMES_ZH)}喜欢用 {tool} 处理{area}相关的工作"
    elif kind == 2:
        text = f"配置：{project} 的{area}服务端口 {rng.randint(1024, 65000)}，部署在 {rng.choice(NAMES)}{rng.randint(1, 99)} 机器上"
    elif kind == 3:
        text = f"项目 {project}：第 {rng.randint(1, 52)} 周前把{area}迁移到 {tool}"
    else:
        text = f"事件：{project} 的{area}在 {rng.randint(1, 12)} 月 {rng.randint(1, 28)} 日故障，{rng.choice(NAMES_ZH)}修复"
    return _pad(rng, text, FILLER_ZH, "")


def _pad(rng: random.Random, text: str, filler: tuple[str, ...], sep: str) -> str:
    target = int(rng.triangular(20, 300, 90))
    while len(text) < target:
        text += ("; " if sep else "，") + rng.choice(filler)
    return text[:300]


def memories(count: int, *, seed: int = 1) -> Iterator[str]:
    rng = random.Random(seed)
    for _ in range(count):
        yield _chinese(rng) if rng.random() < 0.4 else _english(rng)
