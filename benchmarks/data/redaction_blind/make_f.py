#!/usr/bin/env python3
"""Generator for blind redaction corpus F (agent-memory secret redaction).

Standard library only, fixed seed.  Writes f.json next to this file,
byte-identically on every run.  Every secret value is drawn fresh from the
PRNG in the shape of the real format; none is a real credential.

Run:  python3 make_f.py
"""
import base64
import hashlib
import json
import os
import random
import string

SEED = 0xF2026F0F
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(n, a=AN):
    return "".join(R.choice(a) for _ in range(n))


def pk(seq):
    return R.choice(seq)


def ri(a, b):
    return R.randint(a, b)


def b64(s):
    if isinstance(s, str):
        s = s.encode()
    return base64.b64encode(s).decode()


def b64u(s):
    if isinstance(s, str):
        s = s.encode()
    return base64.urlsafe_b64encode(s).decode().rstrip("=")


def uid():
    return f"{rs(8, HEX)}-{rs(4, HEX)}-4{rs(3, HEX)}-{pk('89ab')}{rs(3, HEX)}-{rs(12, HEX)}"


def date():
    return f"{pk([2025, 2026])}-{ri(1, 12):02d}-{ri(1, 28):02d}"


def ts():
    return f"{date()}T{ri(0, 23):02d}:{ri(0, 59):02d}:{ri(0, 59):02d}Z"


def hhmm():
    return f"{ri(0, 23):02d}:{ri(0, 59):02d}"


def sha40():
    return rs(40, HEX)


def digits(n):
    return str(ri(1, 9)) + rs(n - 1, DG)


# --------------------------------------------------------------------------
# pools
# --------------------------------------------------------------------------
HOSTS = ["db-prod-01.internal", "10.0.12.7", "pg.staging.lumenhq.com",
         "mysql-primary.data.svc.cluster.local", "172.16.4.21", "nas.home.lan",
         "build02.corp.hollis.net", "rm-bp1x9k2q7.mysql.rds.aliyuncs.com",
         "sql-east.database.windows.net", "10.8.0.14",
         "orders-db.cx7qz1.eu-west-1.rds.amazonaws.com", "192.168.50.10",
         "cache-01.tianyu-tech.cn", "ldap.corp.hollis.net", "fs01.corp.local",
         "10.20.3.41", "pgm-uf6x2.pg.rds.aliyuncs.com", "db.kestrel-labs.dev"]
USERS = ["admin", "deploy", "ci-bot", "root", "app_rw", "svc_backup", "zhangwei",
         "liu.yang", "jenkins", "ops", "dbadmin", "reporting", "wangfang",
         "chen.jie", "mlops", "etl_user", "grafana", "svc-sync"]
ORGS = ["lumenhq", "hollis", "tianyu-tech", "brightpath", "kestrel-labs",
        "yunfan", "northwind-ops", "qingcheng", "marlow-data", "pinecrest"]
SSIDS = ["Hollis-Guest", "TP-LINK_5G_8A2F", "ChinaNet-x7Kd", "CabinNet",
         "Office-5G", "Xiaomi_3F21", "HUAWEI-B535-9C1E", "MERCURY_2.4G",
         "LumenHQ-Staff", "WeWork-Member", "CMCC-Home", "Starbucks-Lab"]
BOXES = ["devbox", "ip-10-0-1-23", "laptop", "bastion", "mbp-jc", "ubuntu-2204", "wsl"]
WORDS = ["sunflower", "harbor", "maple", "falcon", "copper", "violet", "thunder",
         "lantern", "walrus", "pepper", "orchid", "glacier", "meadow", "raven",
         "cobalt", "saffron", "tundra", "biscuit", "nebula", "quartz", "pickle",
         "marble", "canyon", "otter", "juniper", "velvet", "cinder", "mango",
         "rocket", "willow", "badger", "ember", "pixel", "tofu", "noodle",
         "sparrow", "hazel", "plum", "anchor", "comet", "fjord", "kettle"]
PINYIN = ["zhangwei", "liuyang", "wangfang", "chenjie", "lixiaoming", "zhaolei",
          "huanghe", "xiaomei", "dalian", "hangzhou", "laowang", "tiantian",
          "xiaoyu", "chunhua", "yunfei", "mingming", "lele", "haohao"]
BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access "
         "accident account accuse achieve acid acoustic acquire across act action actor "
         "actress actual adapt add addict address adjust admit adult advance advice aerobic "
         "affair afford afraid again age agent agree ahead aim air airport aisle alarm album "
         "alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal "
         "ankle announce annual another answer antenna antique anxiety any apart apology "
         "appear apple approve april arch arctic area arena argue arm armed armor army around "
         "arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset "
         "assist assume asthma athlete atom attack attend attitude attract auction audit "
         "august aunt author auto autumn average avocado avoid awake aware away awesome awful "
         "awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner "
         "bar barely bargain barrel base basic basket battle beach bean beauty because become "
         "beef before begin behave behind believe below belt bench benefit best betray better "
         "between beyond bicycle bid bike bind biology bird birth bitter black blade blame "
         "blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body "
         "boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy "
         "bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk "
         "broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build "
         "bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer "
         "buzz cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy "
         "cannon canoe canvas canyon capable capital captain carbon card cargo carpet carry "
         "cart case cash casino castle casual catalog catch category cattle caught cause "
         "caution cave ceiling celery cement census century cereal certain chair chalk "
         "champion change chaos chapter charge chase cheap check cheese chef cherry chest "
         "chicken chief child chimney choice choose chronic chuckle chunk churn cigar "
         "cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever "
         "click client cliff climb clinic clip clock clog close cloth cloud clown club clump "
         "cluster clutch coach coast coconut coffee coil coin collect color column combine "
         "comfort comic common company concert conduct confirm congress connect consider "
         "control convince cook cool copper coral core corn correct cost cotton couch country "
         "couple course cousin cover coyote crack cradle craft cram crane crash crater crawl "
         "crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd "
         "crucial cruel cruise crumble crunch crush crystal cube culture cupboard curious "
         "current curtain curve cushion custom cute cycle walnut wasp water wealth weapon "
         "weasel wedding weekend whale wheat wheel whisper wild window wine wing wisdom wolf "
         "wonder wood wool world wrap wreck wrist yard yellow young youth zebra zero zone").split()

FILLER_CMDS = ["ls -la", "cd ~/deploy", "git status", "kubectl get pods -n prod",
               "docker ps", "vim config.yml", "tail -n 200 /var/log/syslog",
               "sudo systemctl restart nginx", "export KUBECONFIG=~/.kube/staging",
               "make build", "df -h", "git pull --rebase", "cd /srv/app", "htop",
               "journalctl -u app -n 50", "terraform plan", "pip install -r requirements.txt",
               "npm ci", "kubectl logs deploy/api -n prod --tail=100", "clear"]


# --------------------------------------------------------------------------
# human passwords and value shapes
# --------------------------------------------------------------------------
LEET = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def leet(w):
    out = []
    for ch in w:
        if ch in LEET and R.random() < 0.5:
            out.append(LEET[ch] if LEET[ch] != "$" else "5")
        else:
            out.append(ch.upper() if R.random() < 0.2 else ch)
    return "".join(out)


def human_pw():
    st = ri(0, 7)
    sym = pk("!#%*@&?_.")
    if st == 0:
        return pk(WORDS).capitalize() + sym + rs(4, DG)
    if st == 1:
        return pk(PINYIN) + pk([f"{ri(1975, 2004)}", f"{ri(1, 12):02d}{ri(1, 28):02d}"]) + pk(["", "!", "@", ".", ""])
    if st == 2:
        return leet(pk(WORDS) + pk(WORDS)) + rs(2, DG)
    if st == 3:
        return pk(["1qaz@WSX", "Qwer!234", "zaq1@WSX", "!QAZ2wsx", "qwe123!@#", "Asdf;lkj", "1q2w3e4r"]) + rs(3, DG)
    if st == 4:
        s = rs(ri(16, 22), AN + "!#%^*-_+=")
        return s[0] + rs(1, UP) + s[1:] + rs(1, DG)
    if st == 5:
        return pk(WORDS).capitalize() + pk(WORDS).capitalize() + rs(2, DG) + sym
    if st == 6:
        return pk(["Woaini", "Aini", "Wo", "Abc"]) + pk(["520", "1314", "888", "666"]) + rs(3, DG) + pk(["", "!", "."])
    return pk(WORDS) + "_" + pk(WORDS) + "_" + rs(3, DG)


def url_pw():
    st = ri(0, 3)
    if st == 0:
        return rs(ri(16, 28), AN)
    if st == 1:
        return pk(WORDS).capitalize() + rs(4, DG) + pk(WORDS)
    if st == 2:
        return rs(6, AN) + pk(["%40", "%21", "%23", "%2F"]) + rs(ri(8, 14), AN)
    return rs(ri(20, 32), AN + "-_.~")


def wifi_pw():
    st = ri(0, 2)
    if st == 0:
        return rs(ri(8, 10), DG)
    if st == 1:
        return pk(PINYIN) + rs(ri(4, 6), DG)
    return human_pw()


def passphrase():
    n = ri(4, 6)
    src = WORDS if R.random() < 0.6 else BIP39
    ws = [pk(src) for _ in range(n)]
    sep = pk([" ", "-", ".", "_", " "])
    s = sep.join(ws)
    if R.random() < 0.3:
        s += sep + str(ri(2, 99))
    return s


def pin():
    while True:
        p = rs(ri(6, 8), DG)
        if len(set(p)) >= 4:
            return p


def sk_env(n=None):
    return rs(n or ri(32, 48), AN)


# vendor shapes -----------------------------------------------------------
def aws_akid(pfx="AKIA"):
    return pfx + rs(16, B32)


def aws_secret():
    return rs(40, AN + "/+")


def aws_session():
    return "IQoJb3JpZ2luX2Vj" + rs(ri(300, 420), B64) + pk(["", "=", "=="])


def gcp_key():
    return "AIza" + rs(35, AN + "-_")


def ghp():
    return "ghp_" + rs(36)


def gh_fine():
    return "github_pat_11" + rs(9, UP + DG) + "0" + rs(12) + "_" + rs(59)


def gho():
    return pk(["gho_", "ghs_", "ghu_"]) + rs(36)


def glpat():
    return "glpat-" + rs(20, AN + "-_")


def xoxb():
    return f"xoxb-{digits(11)}-{digits(13)}-{rs(24)}"


def xoxp():
    return f"xoxp-{digits(11)}-{digits(11)}-{digits(13)}-{rs(32, HEX)}"


def stripe_sk():
    return pk(["sk_live_51", "rk_live_51"]) + rs(97)


def whsec():
    return "whsec_" + rs(32)


def openai_key():
    st = ri(0, 2)
    if st == 0:
        return "sk-proj-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U)
    if st == 1:
        return "sk-svcacct-" + rs(70, B64U) + "T3BlbkFJ" + rs(70, B64U)
    return "sk-" + rs(20) + "T3BlbkFJ" + rs(20)


def anthropic_key():
    if R.random() < 0.8:
        return "sk-ant-api03-" + rs(93, B64U) + "AA"
    return "sk-ant-admin01-" + rs(93, B64U) + "AA"


def jwt(alg="HS256", claims=None):
    t = ri(1735689600, 1798761600)
    if claims is None:
        claims = {"sub": uid(), "iat": t, "exp": t + pk([900, 3600, 86400])}
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")))
    p = b64u(json.dumps(claims, separators=(",", ":")))
    sig = rs(43 if alg.startswith("HS") else 342, B64U)
    return f"{h}.{p}.{sig}"


def npm_tok():
    return "npm_" + rs(36)


def pypi_tok():
    return "pypi-AgEIcHlwaS5vcmc" + rs(ri(140, 170), B64U)


def slack_hook_tok():
    return rs(24)


def discord_tok():
    return rs(68, B64U)


def tg_bot():
    return f"{digits(10)}:AA{rs(33, B64U)}"


def azure_storage_key():
    return rs(86, B64) + "=="


def sas_sig():
    return rs(ri(43, 46), AN + "%") + "%3D"


def totp_seed(n=32):
    return rs(n, B32)


def mnemonic(n):
    return " ".join(pk(BIP39) for _ in range(n))


def pem_body(kind):
    """Return (header, lines, listed_lines)."""
    if kind == "rsa":
        hdr = "RSA PRIVATE KEY"
        first = "MIIEpAIBAAKCAQEA" + rs(48, B64)
        n = ri(22, 25)
        w = 64
    elif kind == "pkcs8":
        hdr = "PRIVATE KEY"
        first = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(14, B64)
        n = ri(23, 26)
        w = 64
    elif kind == "ec":
        hdr = "EC PRIVATE KEY"
        first = "MHcCAQEEI" + rs(55, B64)
        n = 2
        w = 64
    else:
        hdr = "OPENSSH PRIVATE KEY"
        first = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
        n = 4
        w = 70
    lines = [first] + [rs(w, B64) for _ in range(n - 1)]
    lines.append(rs(ri(10, w - 6), B64) + pk(["=", "==", ""]) if kind != "openssh" else rs(ri(12, 40), B64) + "=")
    listed = lines[1:] if kind == "openssh" else lines
    return hdr, lines, listed


# --------------------------------------------------------------------------
# registry and invariants
# --------------------------------------------------------------------------
USED = []
USED_SET = set()
HBLOB = ""
CUR = []


def fresh(gen):
    for _ in range(500):
        v = gen()
        if len(v) < 6 or v in USED_SET or v in HBLOB:
            continue
        if any(v in u or u in v for u in USED):
            continue
        USED.append(v)
        USED_SET.add(v)
        return v
    raise RuntimeError("could not draw a fresh value")


def S(gen):
    v = fresh(gen)
    CUR.append(v)
    return v


SECRET_KINDS = []
HARMLESS_KINDS = []


def kind(name, n=6):
    def deco(f):
        SECRET_KINDS.append((name, n, f))
        return f
    return deco


def hkind(name, n=14):
    def deco(f):
        HARMLESS_KINDS.append((name, n, f))
        return f
    return deco


# --------------------------------------------------------------------------
# context wrappers
# --------------------------------------------------------------------------
EN_FILE_ASK = ["Here's my {f} — the service still won't start:",
               "Can you check this {f}? Deploy fails with a 401.",
               "this is what's in {f} right now",
               "Pasting {f} so you can see the setup:",
               "why does the container ignore this {f}?",
               "{f} from prod, for reference",
               "ok so I copied {f} from the old box, does it look right?"]
ZH_FILE_ASK = ["这是我的 {f}，服务还是起不来：",
               "帮我看下这个 {f}，部署一直报 401",
               "{f} 现在的内容如下",
               "贴一下 {f}，你看看配置哪里不对",
               "为啥容器没读到这个 {f}？",
               "生产环境的 {f}，供参考：",
               "从老服务器拷过来的 {f}，帮忙检查一下"]


def indent(c, p):
    return "\n".join(p + ln for ln in c.split("\n"))


def ctx_file(c, f, zh, lang="", diff=True):
    opts = ["fence", "cat", "tool", "agent"] + (["diff"] if diff else []) + ([] if zh else ["plain"])
    st = pk(opts)
    if st == "plain":
        return c
    if st == "fence":
        ask = pk(ZH_FILE_ASK if zh else EN_FILE_ASK).format(f=f)
        return f"{ask}\n\n```{lang}\n{c}\n```"
    if st == "cat":
        if zh:
            return pk([f"$ cat {f}\n{c}\n\n这个文件是从旧服务器拷过来的",
                       f"用户：下面是 `cat {f}` 的输出\n{c}",
                       f"[root@{pk(BOXES)} ~]# cat {f}\n{c}\n[root@{pk(BOXES)} ~]# 改完之后重启还是不行"])
        return pk([f"$ cat {f}\n{c}", f"dev@{pk(BOXES)}:~/app$ cat {f}\n{c}",
                   f"PS C:\\src\\app> Get-Content {f}\n{c}", f"> type {f}\n{c}"])
    if st == "tool":
        nl = c.count("\n") + 1
        if zh:
            return pk([f"[工具调用] read_file(\"{f}\")\n[返回结果]\n{c}",
                       f"助手：我读取了 {f}，内容如下：\n{c}\n接下来我会把这些配置迁移到新的集群。",
                       f"⏺ Read({f})\n  ⎿  读取了 {nl} 行\n{indent(c, '     ')}\n\n⏺ 配置里的连接信息看起来没问题，我去检查网络策略。"])
        return pk([f"[tool_call] read_file(path=\"{f}\")\n[tool_result]\n{c}",
                   f"⏺ Read({f})\n  ⎿  Read {nl} lines\n{indent(c, '     ')}",
                   f"Observation: contents of {f}:\n{c}",
                   f"<tool_result tool=\"cat\" path=\"{f}\">\n{c}\n</tool_result>"])
    if st == "agent":
        if zh:
            return pk([f"助手：在 `{f}` 里找到了配置：\n\n{c}\n\n我会用这些信息跑一下迁移脚本。",
                       f"我（助手）检查了 {f}：\n{c}\n问题出在端口，已经改好。"])
        return pk([f"Assistant: Found the config in `{f}`:\n\n{c}\n\nI'll use these to run the migration.",
                   f"I looked at {f}:\n\n{c}\n\nThe host is wrong — fixing it now."])
    lines = c.split("\n")
    body = "\n".join("+" + ln for ln in lines)
    f = f.lstrip("~/")
    hdr = (f"diff --git a/{f} b/{f}\nnew file mode 100644\nindex 0000000..{rs(7, HEX)}\n"
           f"--- /dev/null\n+++ b/{f}\n@@ -0,0 +1,{len(lines)} @@\n")
    if zh:
        return pk(["用户：帮我 review 一下这个改动\n", "提交前的 diff：\n"]) + hdr + body
    return pk(["", "Please review this diff before I push:\n", "git diff --cached\n"]) + hdr + body


def ctx_cmd(c, zh):
    st = pk(["prompt", "history", "chat", "runbook", "agent", "ci"])
    if st == "prompt":
        if zh:
            return pk([f"我执行了下面的命令，报错了：\n$ {c}\nError: connection refused",
                       f"$ {c}\n为什么一直卡在这里不动？"])
        return pk([f"$ {c}", f"{pk(USERS)}@{pk(BOXES)}:~$ {c}\nError: connection timed out",
                   f"PS> {c}"])
    if st == "history":
        n0 = ri(100, 1900)
        cmds = R.sample(FILLER_CMDS, ri(2, 4))
        cmds.insert(ri(1, len(cmds)), c)
        h = "\n".join(f"{n0 + i:5d}  {x}" for i, x in enumerate(cmds))
        if zh:
            return pk([f"这是服务器上的 history：\n{h}", f"$ history | tail\n{h}\n\n上面是昨晚同事操作的记录"])
        return pk([f"$ history | tail -n {len(cmds)}\n{h}", f"bash history from the bastion:\n{h}"])
    if st == "chat":
        if zh:
            return pk([f"用户：这条命令为什么提示认证失败？\n{c}",
                       f"用户：跑这个的时候报错了\n```\n{c}\n```\n助手：看起来是网络问题，我先检查一下 DNS。"])
        return pk([f"User: this fails with 'access denied', any idea?\n\n    {c}\n",
                   f"can you turn this into a script? `{c}`"])
    if st == "runbook":
        if zh:
            return f"## 部署步骤\n{ri(2, 6)}. 执行：\n```bash\n{c}\n```\n然后检查日志。"
        return f"### Step {ri(2, 6)} — run\n```bash\n{c}\n```\nThen verify with the health check."
    if st == "agent":
        if zh:
            return f"助手：我将执行以下命令：\n```\n{c}\n```\n执行完成，退出码 0。"
        return f"Assistant: I'll run the following:\n```\n{c}\n```\nDone, exit code 0."
    t0 = ts()
    if zh:
        return f"流水线日志 #{ri(1000, 9999)}：\n[{t0}] + {c}\n[{t0}] 完成"
    return f"[{t0}] + {c}\n[{t0}] step finished"


WIN_FILLER = ["Get-ChildItem", "cd C:\\deploy", "ipconfig /all", "Get-Service W3SVC", "Restart-Service W3SVC",
              "whoami /groups", "Test-NetConnection sql01 -Port 1433", "Get-EventLog -LogName System -Newest 20"]


def ctx_win(c, zh):
    st = pk(["prompt", "history", "chat", "runbook", "agent"])
    if st == "prompt":
        if zh:
            return pk([f"PS C:\\Users\\Administrator> {c}\n命令执行成功。\n\n用户：接下来怎么把它加到管理员组？",
                       f"我在域控上跑了：\n> {c}\n结果提示“拒绝访问”"])
        return pk([f"PS C:\\Users\\Administrator> {c}\nThe command completed successfully.",
                   f"C:\\> {c}", f"PS C:\\deploy> {c}"])
    if st == "history":
        cmds = R.sample(WIN_FILLER, ri(2, 3))
        cmds.insert(ri(1, len(cmds)), c)
        h = "\n".join(f"{i + 1:4d} {x}" for i, x in enumerate(cmds))
        if zh:
            return f"PS> Get-History\n\n  Id CommandLine\n  -- -----------\n{h}\n\n上面是运维昨天在跳板机上的操作记录"
        return f"PS> Get-History\n\n  Id CommandLine\n  -- -----------\n{h}"
    if st == "chat":
        if zh:
            return f"用户：Windows 服务器上这条命令报错，帮我看看：\n```powershell\n{c}\n```"
        return f"User: this fails on the Windows build agent, why?\n```powershell\n{c}\n```"
    if st == "runbook":
        if zh:
            return f"### 新服务器初始化（Windows）\n1. 以管理员身份打开 PowerShell\n2. 执行 `{c}`\n3. 重启"
        return f"### Windows host bootstrap\n1. Open an elevated PowerShell\n2. Run `{c}`\n3. Reboot"
    if zh:
        return f"助手：我会在远程主机上执行：\n```powershell\n{c}\n```\n已完成。"
    return f"Assistant: Running on the remote host via WinRM:\n```powershell\n{c}\n```\nCompleted."


def ctx_prose_snippet(c, zh):
    """Short code or config line inside chat."""
    if zh:
        return pk([f"用户：{pk(['这样写对吗？', '帮我看一下：', '报错了'])}\n`{c}`",
                   f"代码里有一行：\n{c}\n运行时报 401。",
                   f"助手：我在源码中发现硬编码的凭据：\n{c}\n建议移到环境变量里。"])
    return pk([f"User: is this right?\n`{c}`", f"the code has this line:\n{c}\nand it still returns 401",
               f"Assistant: I found a hard-coded credential:\n{c}\nI'd move it to an environment variable."])


# ==========================================================================
# SECRET KINDS
# ==========================================================================

# ---- passwords in prose ---------------------------------------------------
@kind("pw_prose_wifi")
def _k(zh):
    ssid = pk(SSIDS)
    pw = S(wifi_pw)
    if zh:
        return pk([f"家里WiFi密码是{pw}，名字叫{ssid}",
                   f"公司访客网络 {ssid}，密码：{pw}（每月换一次）",
                   f"用户：帮我把 wifi 写进树莓派的初始化脚本，SSID 是 {ssid}，密码 {pw}\n助手：好的，我会生成 wpa_supplicant.conf 并在首次启动时拷贝过去。",
                   f"民宿的 wifi：{ssid}\n密码 {pw}\n明早 9 点出发",
                   f"老板说会议室 wifi 密码换成了 {pw}，名称不变还是 {ssid}"])
    return pk([f"the wifi password is {pw} btw, network is {ssid}",
               f"Guest Wi-Fi → {ssid}, pass: {pw}",
               f"User: can you add the office wifi to the provisioning script? SSID {ssid}, password {pw}\nAssistant: Sure, I'll add an nmcli profile.",
               f"Hey, wifi at the cabin is \"{ssid}\" and the key is {pw} — see you Saturday",
               f"wifi pw for the lab changed to {pw} (network {ssid})"])


@kind("pw_prose_changed")
def _k(zh):
    pw = S(human_pw)
    if zh:
        return pk([f"登录密码改成了 {pw}",
                   f"刚把堡垒机 root 密码改为{pw}了，旧的今晚失效",
                   f"邮箱密码我改了，现在是：{pw}",
                   f"Jenkins 管理员密码已重置为 {pw}，记得登录后修改",
                   f"群里说一下：NAS 的密码改了，新的是{pw}，旧的别用了"])
    return pk([f"I changed it to {pw}, the old one stops working tonight",
               f"Updated the root pw on the bastion → {pw}",
               f"fyi I reset the jenkins admin password; it's now {pw}",
               f"Rotated: grafana admin is now `{pw}`",
               f"ok changed my Okta password to {pw}, can you update the test fixture that logs in as me?"])


@kind("pw_prose_sent", 5)
def _k(zh):
    pw = S(human_pw)
    u = pk(USERS)
    if zh:
        return pk([f"新密码发你了：{pw}",
                   f"密码私信你了哈，{pw} 别截图",
                   f"账号 {u}，初始密码 {pw}，首次登录会要求改密",
                   f"[微信转发] 运维小王：测试服密码 {pw} 用完告诉我"])
    return pk([f"sending the new one here since Signal is down: {pw}",
               f"Here you go — {u} / {pw}. Delete this message after.",
               f"ok the temp password for your account is {pw}",
               f"> Forwarded from Dana: \"vault UI login is {u}, password {pw}\""])


@kind("pw_after_username_line")
def _k(zh):
    u = pk(USERS)
    pw = S(human_pw)
    host = pk(HOSTS)
    if zh:
        return pk([f"服务器账号\n{u}\n{pw}",
                   f"路由器后台 192.168.31.1\n账号：admin\n{pw}",
                   f"堡垒机 {host}：\n{u}\n{pw}\n（别外传）",
                   f"用户：测试环境登录信息\n{u}\n{pw}\n助手：收到，我用这个账号去跑一下 E2E 测试。"])
    return pk([f"vpn login\n{u}\n{pw}",
               f"NAS admin:\nuser: {u}\n{pw}",
               f"creds for the staging box ({host}):\n{u}\n{pw}\nssh port 2222",
               f"User: the test account is\n{u}@{pk(ORGS)}.com\n{pw}\nAssistant: Got it, I'll run the login flow with it."])


@kind("passphrase_multiword")
def _k(zh):
    pp = S(passphrase)
    if zh:
        return pk([f"备份盘口令是「{pp}」",
                   f"KeePass 主密码：{pp}",
                   f"私钥的 passphrase 是 {pp}，几个单词之间有分隔符",
                   f"帮我记住钱包的助记口令（不是助记词）：{pp}",
                   f"restic 仓库密码：{pp}"])
    return pk([f"The passphrase for the backup drive is: {pp}",
               f"my KeePassXC master password is \"{pp}\"",
               f"GPG key passphrase → {pp}",
               f"restic repo password: {pp}",
               f"BitLocker? no, it's VeraCrypt; the passphrase is {pp}"])


@kind("pin_codes")
def _k(zh):
    p = S(pin)
    if zh:
        return pk([f"支付密码{p}，别告诉别人",
                   f"机房门禁密码是 {p}#",
                   f"银行卡密码：{p}",
                   f"保险柜密码{p}，在财务室",
                   f"手机锁屏密码 {p}，帮我备忘一下"])
    return pk([f"door code for the server room is {p}#",
               f"YubiKey PIN: {p}",
               f"the safe combo is {p}",
               f"my SIM PUK is {p} in case it locks again",
               f"card PIN {p} — don't put this in the ticket"])


@kind("pw_remember_request", 5)
def _k(zh):
    pw = S(human_pw)
    u = pk(USERS)
    if zh:
        return pk([f"帮我记住：路由器管理密码 {pw}",
                   f"记一下，测试环境 MySQL 的 root 密码是{pw}，以后直接用",
                   f"请把这个存到记忆里：公司邮箱 {u}@tianyu-tech.cn 密码 {pw}",
                   f"以后部署都用这个：用户名 {u} 密码 {pw}，记住哦"])
    return pk([f"Please remember: my NAS password is {pw}",
               f"Save this to memory — the staging DB password is {pw}",
               f"Can you note down that the Grafana login is admin / {pw} so you can use it next time?",
               f"remember for later: {u} on the build server, password {pw}"])


@kind("pw_value_before_keyword", 5)
def _k(zh):
    pw = S(human_pw)
    if zh:
        return pk([f"{pw} 是数据库的新密码",
                   f"{pw}  ← 这个是 VPN 的密码",
                   f"{pw}，这是测试账号的登录密码",
                   f"“{pw}”就是 wifi 密码，别再问了"])
    return pk([f"{pw} is the new root password for db-02",
               f"`{pw}` ← that's the password for the shared mailbox",
               f"{pw} (password for ci@{pk(ORGS)}.io, expires Friday)",
               f"\"{pw}\" — that's the admin pass, I just reset it"])


@kind("pw_multiturn_chat")
def _k(zh):
    pw = S(human_pw)
    u = pk(USERS)
    if zh:
        return pk([f"助手：安装依赖需要 sudo 密码，能提供一下吗？\n用户：{pw}\n助手：收到，正在执行 apt install。",
                   f"用户：ssh 登不上去\n助手：你给 {u} 设置的密码是什么？我看看是否含有需要转义的字符\n用户：{pw}\n助手：里面的特殊字符需要加引号。",
                   f"用户：帮我连一下测试库\n助手：需要用户名和密码\n用户：{u}\n用户：{pw}"])
    return pk([f"Assistant: I need the sudo password to install the package. What is it?\nUser: {pw}\nAssistant: Thanks, running `sudo apt install` now.",
               f"User: ssh keeps asking for a password\nAssistant: Which password did you set for {u}?\nUser: {pw}\nAssistant: The special characters need quoting in the expect script.",
               f"User: connect to the reporting db for me\nAssistant: Sure — what are the credentials?\nUser: {u}\nUser: {pw}"])


@kind("credential_table_markdown")
def _k(zh):
    rows = []
    systems = [("GitLab", "git.{o}.io"), ("Grafana", "grafana.{o}.io"), ("MySQL", "10.0.3.12:3306"),
               ("Harbor", "harbor.{o}.io"), ("Jenkins", "ci.{o}.io"), ("RabbitMQ", "mq.{o}.io:15672"),
               ("MinIO", "s3.{o}.io"), ("Kibana", "logs.{o}.io")]
    o = pk(ORGS)
    for name, addr in R.sample(systems, ri(3, 4)):
        rows.append((name, addr.format(o=o), pk(USERS), S(human_pw)))
    if zh:
        head = "| 系统 | 地址 | 账号 | 密码 |\n|---|---|---|---|"
        pre = pk(["测试环境账号汇总（勿外传）：\n\n", "## 交接：各系统账号\n\n", "用户：把下面这些存一下\n"])
    else:
        head = "| Service | Host | User | Password |\n|---|---|---|---|"
        pre = pk(["Staging credentials (do not share):\n\n", "## Accounts\n\n", "User: keep this table handy\n"])
    body = "\n".join(f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows)
    return pre + head + "\n" + body


@kind("handover_note_creds")
def _k(zh):
    host = pk(HOSTS)
    u = pk(USERS)
    pw = S(human_pw)
    if zh:
        ak = S(lambda: "LTAI5t" + rs(18))
        sk = S(lambda: rs(30))
        return pk([f"## 交接文档（{date()}）\n1. 生产库：{host} {u} / {pw}\n2. 阿里云子账号 AccessKey：{ak} / {sk}\n3. 告警在钉钉群“运维值班”",
                   f"交接备注：\n- 数据库 {host}，账号 {u}，密码 {pw}\n- OSS 用的 AK：{ak}\n  SK：{sk}\n- 下周一前把 SK 轮换掉"])
    tok = S(pk([ghp, glpat, npm_tok]))
    return pk([f"Handover — {date()}\n- Prod DB: {u}@{host}, pw {pw}\n- Deploy token: {tok}\n- On-call rota lives in PagerDuty",
               f"# Notes for whoever picks this up\nDB is {host} (user {u}, password {pw}).\nCI pushes with {tok}; rotate it after the migration."])


@kind("ticket_temp_password", 5)
def _k(zh):
    pw = S(human_pw)
    u = pk(USERS)
    if zh:
        return pk([f"工单 #{date().replace('-', '')}-{ri(1, 999):04d} 已处理：已为 {u} 重置 OA 密码，临时密码 {pw}，请于24小时内修改。",
                   f"【IT服务台】您好，您的 VPN 账号 {u} 已开通，初始密码：{pw}\n如有问题请联系 8000。"])
    return pk([f"INC-{ri(10000, 99999)} | Password reset for {u}\nResolution: temporary password set to {pw}; user must change at first logon.",
               f"Ticket SD-{ri(1000, 9999)} — new starter\nAD account: {u}\nInitial password: {pw}\nLaptop: MBP-{ri(100, 999)}"])


@kind("commit_message_leak", 5)
def _k(zh):
    pw = S(human_pw)
    a = pk(["Jie Chen <jie@tianyu-tech.cn>", "Sam Ortiz <sam@lumenhq.com>", "ops-bot <ops@hollis.net>"])
    if zh:
        msg = pk([f"fix: 修复测试环境登录\n\n    测试账号 test01 的密码改为 {pw}",
                  f"chore: 初始化管理员\n\n    默认管理员 admin 密码 {pw}，上线前记得改"])
    else:
        msg = pk([f"chore(staging): seed admin user\n\n    admin password is {pw} until we wire up SSO",
                  f"ci: fix smoke test login\n\n    use svc account (pw: {pw}) instead of my own"])
    return f"commit {sha40()}\nAuthor: {a}\nDate:   {date()} {hhmm()}\n\n    {msg}"


# ---- long values ----------------------------------------------------------
@kind("long_session_token")
def _k(zh):
    st = ri(0, 3)
    if st == 0:
        v = S(aws_session)
        c = f"[default]\naws_access_key_id = {S(lambda: aws_akid('ASIA'))}\naws_secret_access_key = {S(aws_secret)}\naws_session_token = {v}"
        return ctx_file(c, "~/.aws/credentials", zh, "ini")
    v = S(lambda: rs(ri(220, 420), B64U))
    if st == 1:
        c = pk([f"session_token={v}", f"export SESSION_TOKEN='{v}'", f"X-Session-Token: {v}"])
        return ctx_cmd(f"curl -s https://api.{pk(ORGS)}.io/v2/me -H 'X-Session-Token: {v}'", zh) if c.startswith("X") else (f"会话令牌：\n{c}" if zh else c)
    if st == 2:
        c = f'{{\n  "user": "{pk(USERS)}",\n  "sessionToken": "{v}",\n  "expiresAt": "{ts()}"\n}}'
        return ctx_file(c, "session.json", zh, "json")
    return (f"用户：登录态过期了，这是我浏览器里复制的 token：{v}\n助手：我会用它请求接口，但建议用完后让它失效。" if zh
            else f"User: my session expired, here's the token from devtools: {v}\nAssistant: I'll use it for this call, but please revoke it afterwards.")


def ms_refresh():
    return "0.A" + rs(ri(3, 4)) + "A" + rs(ri(500, 800), B64U) + "." + rs(ri(60, 90), B64U)


def generic_refresh():
    return pk(["v1.", "rt_", "AMf-vB"]) + rs(ri(210, 300), B64U)


@kind("long_refresh_token")
def _k(zh):
    rt = S(pk([ms_refresh, generic_refresh]))
    at = S(lambda: jwt("RS256"))
    st = ri(0, 2)
    if st == 0:
        c = f'{{"token_type":"Bearer","scope":"offline_access User.Read","expires_in":3599,"access_token":"{at}","refresh_token":"{rt}"}}'
        return ctx_file(c, "token_cache.json", zh, "json", diff=False)
    if st == 1:
        c = f"OAUTH_REFRESH_TOKEN={rt}\nOAUTH_ACCESS_TOKEN={at}"
        return ctx_file(c, ".env.local", zh, "dotenv")
    if zh:
        return f"[工具调用] http POST /oauth2/v2.0/token\n[结果] 200 OK\naccess_token: {at}\nrefresh_token: {rt}\n助手：已拿到新的令牌。"
    return f"Tool output (POST /oauth/token → 200):\n  access_token: {at}\n  refresh_token: {rt}\nAssistant: token refreshed, retrying the sync."


def sa_json(project=None):
    project = project or f"{pk(ORGS)}-{pk(['prod', 'data', 'ml', 'infra'])}-{ri(100, 999)}"
    hdr, lines, listed = pem_body("pkcs8")
    pkey = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"
    sa = pk(["deployer", "ci-runner", "bq-export", "terraform"])
    return project, lines, listed, (
        '{\n  "type": "service_account",\n'
        f'  "project_id": "{project}",\n'
        f'  "private_key_id": "{rs(40, HEX)}",\n'
        f'  "private_key": "{pkey}",\n'
        f'  "client_email": "{sa}@{project}.iam.gserviceaccount.com",\n'
        f'  "client_id": "{digits(21)}",\n'
        '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
        '  "token_uri": "https://oauth2.googleapis.com/token"\n}')


@kind("long_base64_sa_blob", 5)
def _k(zh):
    _, _, _, js = sa_json()
    blob = S(lambda: b64(js))
    st = ri(0, 2)
    if st == 0:
        return ctx_file(f"GOOGLE_CREDENTIALS_B64={blob}", ".env.ci", zh, "dotenv", diff=False)
    if st == 1:
        c = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: gcp-sa\ntype: Opaque\ndata:\n  key.json: {blob}"
        return ctx_file(c, "k8s/gcp-sa-secret.yaml", zh, "yaml", diff=False)
    if zh:
        return f"用户：按你说的把服务账号 json 做了 base64，放到 GitLab 变量 GCP_SA_KEY 里了：\n{blob}\n助手：好的，流水线里用 `echo $GCP_SA_KEY | base64 -d` 还原。"
    return f"User: here's the base64 of the service account for the GitHub secret GCP_SA_KEY:\n{blob}\nAssistant: Got it — the workflow will decode it into a temp file."


@kind("long_generic_keyword_value", 5)
def _k(zh):
    st = ri(0, 3)
    if st == 0:
        v = S(lambda: rs(256, HEX))
        c = f"encryption_key: {v}\nalgorithm: aes-256-gcm"
        return ctx_file(c, "config/crypto.yml", zh, "yaml")
    if st == 1:
        v = S(lambda: rs(ri(300, 360), B64) + "=")
        return ctx_file(f'MASTER_KEY="{v}"', ".env.production", zh, "dotenv")
    if st == 2:
        v = S(lambda: "MIIEvg" + rs(ri(1500, 1600), B64) + "==")
        c = f'{{\n  "issuer": "auth.{pk(ORGS)}.io",\n  "jwtPrivateKey": "{v}"\n}}'
        return ctx_file(c, "auth-config.json", zh, "json")
    v = S(lambda: rs(ri(210, 260), AN))
    if zh:
        return f"webhook 签名密钥太长了，直接贴这里：signing_secret = {v}"
    return f"the webhook signing secret is long, pasting it here: signing_secret = {v}"


# ---- tools ----------------------------------------------------------------
@kind("helm_password_flags", 5)
def _k(zh):
    pw = S(human_pw)
    o = pk(ORGS)
    st = ri(0, 2)
    if st == 0:
        c = f"helm repo add {o}-charts https://charts.{o}.io --username ci --password '{pw}'"
    elif st == 1:
        c = f"helm registry login harbor.{o}.io -u 'robot$ci' -p '{pw}'"
    else:
        pw2 = S(human_pw)
        c = f"helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword='{pw}' --set auth.password='{pw2}'"
    return ctx_cmd(c, zh)


@kind("keytool_jarsigner", 5)
def _k(zh):
    a = S(human_pw)
    st = ri(0, 2)
    if st == 0:
        b = S(human_pw)
        c = f"keytool -genkeypair -v -keystore release.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 -storepass {a} -keypass {b} -dname \"CN=Release, O={pk(ORGS)}\""
    elif st == 1:
        c = f"jarsigner -verbose -keystore release.jks -storepass '{a}' app-release-unsigned.apk upload"
    else:
        c = f"apksigner sign --ks release.jks --ks-key-alias upload --ks-pass pass:{a} --out app-signed.apk app.apk"
    return ctx_cmd(c, zh)


@kind("mongo_uri_and_flags")
def _k(zh):
    u = pk(USERS)
    pw = S(url_pw)
    st = ri(0, 2)
    if st == 0:
        c = f"mongosh \"mongodb+srv://{u}:{pw}@cluster0.{rs(5, LO + DG)}.mongodb.net/orders?retryWrites=true&w=majority\""
        return ctx_cmd(c, zh)
    if st == 1:
        c = f"mongo --host {pk(HOSTS)} --username {u} --password '{pw}' --authenticationDatabase admin"
        return ctx_cmd(c, zh)
    c = f"MONGO_URL=mongodb://{u}:{pw}@mongo-0.mongo:27017,mongo-1.mongo:27017/app?replicaSet=rs0&authSource=admin"
    return ctx_file(c, ".env", zh, "dotenv")


@kind("sqlcmd_password", 5)
def _k(zh):
    pw = S(human_pw)
    st = ri(0, 2)
    if st == 0:
        c = f"sqlcmd -S tcp:{pk(HOSTS)},1433 -U sa -P '{pw}' -Q \"SELECT @@VERSION\""
    elif st == 1:
        c = f"sqlcmd -S .\\SQLEXPRESS -d Billing -U app_user -P {pw} -i migrate.sql"
    else:
        c = f"Invoke-Sqlcmd -ServerInstance sql01 -Database Billing -Username svc_report -Password '{pw}' -Query 'select 1'"
        return ctx_win(c, zh)
    return ctx_cmd(c, zh)


@kind("ldap_tools_bind_password", 5)
def _k(zh):
    pw = S(human_pw)
    st = ri(0, 2)
    dn = f"cn=admin,dc={pk(ORGS).replace('-', '')},dc=com"
    if st == 0:
        c = f"ldapsearch -x -H ldaps://ldap.corp.hollis.net -D \"{dn}\" -w '{pw}' -b \"ou=people,dc=hollis,dc=net\" \"(uid=jdoe)\""
    elif st == 1:
        c = f"ldapmodify -x -D \"{dn}\" -w {pw} -f add-group.ldif"
    else:
        new = S(human_pw)
        c = f"ldappasswd -x -D \"{dn}\" -w '{pw}' -s '{new}' \"uid=jdoe,ou=people,dc=hollis,dc=net\""
    return ctx_cmd(c, zh)


@kind("smb_cifs_credentials", 5)
def _k(zh):
    pw = S(human_pw)
    u = pk(USERS)
    st = ri(0, 2)
    if st == 0:
        return ctx_cmd(f"smbclient //fs01.corp.local/finance -U 'CORP\\{u}%{pw}' -c 'ls'", zh)
    if st == 1:
        return ctx_cmd(f"sudo mount -t cifs //192.168.50.10/backup /mnt/backup -o username={u},password={pw},vers=3.0", zh)
    c = f"username={u}\npassword={pw}\ndomain=CORP"
    return ctx_file(c, "/etc/samba/.creds-backup", zh, "")


def pw_with_at():
    a = rs(ri(4, 8), AN)
    b = rs(ri(5, 9), AN)
    return pk([a + "@" + b, pk(WORDS).capitalize() + "@" + rs(4, DG), a + "@@" + b])


@kind("docker_login_at_password", 5)
def _k(zh):
    pw = S(pw_with_at)
    o = pk(ORGS)
    st = ri(0, 2)
    if st == 0:
        c = f"docker login -u deploy -p '{pw}' registry.{o}.io"
    elif st == 1:
        c = f"docker login registry.cn-hangzhou.aliyuncs.com --username={o}@aliyun -p {pw}"
    else:
        c = f"podman login -u ci -p \"{pw}\" quay.io"
    return ctx_cmd(c, zh)


@kind("htpasswd_cli", 5)
def _k(zh):
    pw = S(human_pw)
    u = pk(USERS)
    c = pk([f"htpasswd -b -c /etc/nginx/.htpasswd {u} '{pw}'",
            f"sudo htpasswd -bB /etc/apache2/.htpasswd {u} {pw}",
            f"docker run --rm httpd:2.4 htpasswd -Bbn {u} '{pw}' > auth/htpasswd"])
    return ctx_cmd(c, zh)


@kind("openssl_passin_passout", 5)
def _k(zh):
    pw = S(human_pw)
    c = pk([f"openssl rsa -in server.key -out server.nopass.key -passin pass:{pw}",
            f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:'{pw}'",
            f"openssl pkcs12 -in client.p12 -nodes -passin 'pass:{pw}' -out client.pem",
            f"openssl req -new -key ca.key -passin pass:{pw} -out ca.csr -subj '/CN={pk(ORGS)} CA'"])
    return ctx_cmd(c, zh)


@kind("mysql_cli_password", 5)
def _k(zh):
    pw = S(human_pw)
    h = pk(HOSTS)
    c = pk([f"mysql -h {h} -uroot -p'{pw}' -e 'show databases'",
            f"mysqladmin -u root password '{pw}'",
            f"mysql --user=app --password={pw} --host={h} shop < dump.sql",
            f"mysqldump -h {h} -u backup -p{pw} --single-transaction shop | gzip > shop.sql.gz"])
    return ctx_cmd(c, zh)


@kind("pg_tools_password", 5)
def _k(zh):
    pw = S(url_pw)
    h = pk(HOSTS)
    st = ri(0, 2)
    if st == 0:
        return ctx_cmd(f"pg_dump \"postgresql://app:{pw}@{h}:5432/orders\" -Fc -f orders.dump", zh)
    if st == 1:
        c = f"{h}:5432:*:replicator:{pw}\nlocalhost:5432:orders:app:{S(url_pw)}"
        return ctx_file(c, "~/.pgpass", zh, "")
    return ctx_cmd(f"PGPASSWORD='{pw}' pg_restore -h {h} -U app -d orders orders.dump", zh)


@kind("redis_auth", 5)
def _k(zh):
    pw = S(lambda: rs(ri(20, 40), AN))
    st = ri(0, 2)
    if st == 0:
        return ctx_cmd(f"redis-cli -h {pk(HOSTS)} -p 6379 -a {pw} --no-auth-warning INFO replication", zh)
    if st == 1:
        return ctx_file(f"REDIS_URL=rediss://default:{pw}@{rs(6, LO)}-{rs(5, LO)}-{ri(10000, 99999)}.upstash.io:6379", ".env", zh, "dotenv")
    c = f"bind 0.0.0.0\nport 6379\nrequirepass {pw}\nmasterauth {S(lambda: rs(ri(20, 40), AN))}\nappendonly yes"
    return ctx_file(c, "/etc/redis/redis.conf", zh, "")


@kind("http_client_basic_creds", 5)
def _k(zh):
    pw = S(human_pw)
    u = pk(USERS)
    o = pk(ORGS)
    c = pk([f"curl -u {u}:{pw} https://nexus.{o}.io/service/rest/v1/repositories",
            f"wget --http-user={u} --http-password='{pw}' https://files.{o}.io/builds/latest.tar.gz",
            f"http -a {u}:'{pw}' GET https://jira.{o}.io/rest/api/2/myself",
            f"curl --user '{u}:{pw}' -X POST https://jenkins.{o}.io/job/deploy/build"])
    return ctx_cmd(c, zh)


@kind("remote_login_tools", 5)
def _k(zh):
    pw = S(human_pw)
    h = pk(HOSTS)
    c = pk([f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no root@{h} 'uptime'",
            f"xfreerdp /v:{h} /u:Administrator /p:'{pw}' /cert:ignore",
            f"ipmitool -I lanplus -H 10.0.99.{ri(2, 250)} -U ADMIN -P {pw} chassis power status",
            f"rdesktop -u administrator -p '{pw}' {h}"])
    return ctx_cmd(c, zh)


@kind("snmp_v3_keys", 5)
def _k(zh):
    a = S(lambda: human_pw() + rs(2, DG))
    x = S(lambda: human_pw() + rs(2, DG))
    if R.random() < 0.5:
        c = f"snmpwalk -v3 -l authPriv -u monitor -a SHA -A '{a}' -x AES -X '{x}' 10.0.0.{ri(1, 254)} 1.3.6.1.2.1.1"
        return ctx_cmd(c, zh)
    c = (f"# zabbix snmpv3 template\nsecurityname: monitor\nauthprotocol: SHA\nauthpassphrase: {a}\n"
         f"privprotocol: AES\nprivpassphrase: {x}")
    return ctx_file(c, "snmp/switch-core.yml", zh, "yaml")


@kind("oracle_db2_connect", 5)
def _k(zh):
    pw = S(human_pw)
    c = pk([f"sqlplus system/{pw}@//{pk(HOSTS)}:1521/ORCLPDB1",
            f"db2 connect to SAMPLE user db2inst1 using {pw}",
            f"expdp hr/{pw}@ORCL schemas=HR directory=DATA_PUMP_DIR dumpfile=hr.dmp",
            f"isql -v DSN_PROD etl_user '{pw}'"])
    return ctx_cmd(c, zh)


@kind("ftp_transfer_creds", 5)
def _k(zh):
    pw = S(url_pw)
    u = pk(USERS)
    c = pk([f"lftp -u {u},{pw} sftp://files.{pk(ORGS)}.io -e 'mirror -R dist /www; quit'",
            f"curl -T report.csv ftp://{u}:{pw}@ftp.{pk(ORGS)}.com/upload/",
            f"RSYNC_PASSWORD={pw} rsync -av dist/ rsync://{u}@backup.{pk(ORGS)}.io/web/",
            f"wget -r ftp://{u}:{pw}@192.168.50.10/pub/"])
    return ctx_cmd(c, zh)


@kind("kubectl_secret_literals", 5)
def _k(zh):
    pw = S(human_pw)
    tok = S(lambda: rs(ri(32, 40), AN))
    c = pk([f"kubectl create secret generic app-db -n prod --from-literal=username=app --from-literal=password='{pw}' --from-literal=api-token={tok}",
            f"kubectl -n ci create secret docker-registry regcred --docker-server=harbor.{pk(ORGS)}.io --docker-username=robot --docker-password='{pw}' --docker-email=ci@x.io; echo {tok} > /dev/null"])
    return ctx_cmd(c, zh)


@kind("vault_and_secret_cli", 5)
def _k(zh):
    st = ri(0, 2)
    if st == 0:
        pw = S(human_pw)
        c = f"vault kv put secret/{pk(ORGS)}/db username=app password='{pw}'"
    elif st == 1:
        v = S(lambda: rs(ri(24, 40), AN))
        c = f"aws secretsmanager put-secret-value --secret-id prod/payments/api --secret-string '{{\"api_key\":\"{v}\"}}'"
    else:
        v = S(lambda: rs(ri(24, 40), AN + "-_"))
        c = f"gcloud secrets versions add stripe-webhook --data-file=- <<< '{v}'"
    return ctx_cmd(c, zh)


@kind("cloud_cli_credentials")
def _k(zh):
    st = ri(0, 3)
    if st == 0:
        c = f"aws configure set aws_secret_access_key {S(aws_secret)} --profile prod"
    elif st == 1:
        c = f"az login --service-principal -u {uid()} -p '{S(lambda: rs(3, AN) + '8Q~' + rs(34, AN + '_-.~'))}' --tenant {uid()}"
    elif st == 2:
        c = f"heroku config:set SENDGRID_API_KEY=SG.{S(lambda: rs(22, B64U))}.{S(lambda: rs(43, B64U))} -a {pk(ORGS)}-api"
    else:
        c = f"fly secrets set DATABASE_URL=postgres://app:{S(url_pw)}@{pk(ORGS)}-db.flycast:5432/app -a {pk(ORGS)}"
    return ctx_cmd(c, zh)


@kind("git_remote_token_url", 5)
def _k(zh):
    st = ri(0, 3)
    o = pk(ORGS)
    if st == 0:
        c = f"git clone https://oauth2:{S(glpat)}@gitlab.{o}.io/platform/infra.git"
    elif st == 1:
        c = f"git remote set-url origin https://{pk(USERS)}:{S(ghp)}@github.com/{o}/api.git"
    elif st == 2:
        c = f"git clone https://x-access-token:{S(gho)}@github.com/{o}/deploy-config"
    else:
        c = f"git clone https://{pk(USERS)}:{S(lambda: rs(32, HEX))}@gitee.com/{o}/backend.git"
    return ctx_cmd(c, zh)


@kind("package_registry_tokens")
def _k(zh):
    st = ri(0, 4)
    if st == 0:
        return ctx_cmd(f"npm config set //registry.npmjs.org/:_authToken {S(npm_tok)}", zh)
    if st == 1:
        return ctx_cmd(f"twine upload -u __token__ -p {S(pypi_tok)} dist/*", zh)
    if st == 2:
        return ctx_file(f"---\n:rubygems_api_key: rubygems_{S(lambda: rs(48, HEX))}", "~/.gem/credentials", zh, "yaml")
    if st == 3:
        return ctx_cmd(f"cargo login {S(lambda: 'cio' + rs(32))}", zh)
    c = f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {S(pypi_tok)}"
    return ctx_file(c, "~/.pypirc", zh, "ini")


@kind("wifi_tool_configs", 5)
def _k(zh):
    pw = S(wifi_pw)
    ssid = pk(SSIDS)
    st = ri(0, 2)
    if st == 0:
        return ctx_cmd(f"nmcli dev wifi connect \"{ssid}\" password \"{pw}\"", zh)
    if st == 1:
        c = f"ctrl_interface=DIR=/var/run/wpa_supplicant\ncountry=CN\n\nnetwork={{\n    ssid=\"{ssid}\"\n    psk=\"{pw}\"\n    key_mgmt=WPA-PSK\n}}"
        return ctx_file(c, "/etc/wpa_supplicant/wpa_supplicant.conf", zh, "")
    c = f"interface=wlan0\nssid={ssid}\nhw_mode=g\nchannel=7\nwpa=2\nwpa_passphrase={pw}\nwpa_key_mgmt=WPA-PSK"
    return ctx_file(c, "/etc/hostapd/hostapd.conf", zh, "")


@kind("windows_account_commands", 5)
def _k(zh):
    pw = S(human_pw)
    c = pk([f"net user svc_backup {pw} /add /passwordchg:no",
            f"New-LocalUser -Name deploy -Password (ConvertTo-SecureString \"{pw}\" -AsPlainText -Force)",
            f"cmdkey /add:fs01.corp.local /user:CORP\\svc_sync /pass:{pw}",
            f"reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d \"{pw}\" /f"])
    return ctx_win(c, zh)


@kind("ansible_inventory_vars", 5)
def _k(zh):
    pw = S(human_pw)
    if R.random() < 0.5:
        b = S(human_pw)
        c = (f"[web]\n10.0.4.11\n10.0.4.12\n\n[web:vars]\nansible_user=deploy\nansible_password={pw}\n"
             f"ansible_become_pass={b}")
        return ctx_file(c, "inventory/hosts.ini", zh, "ini")
    return ctx_cmd(f"ansible-playbook site.yml -i prod -e \"db_password={pw} app_env=prod\"", zh)


# ---- config formats -------------------------------------------------------
@kind("php_define_constants", 5)
def _k(zh):
    pw = S(human_pw)
    st = ri(0, 2)
    if st == 0:
        c = (f"<?php\ndefine('DB_NAME', 'wordpress');\ndefine('DB_USER', 'wp_admin');\n"
             f"define('DB_PASSWORD', '{pw}');\ndefine('DB_HOST', 'localhost');")
        return ctx_file(c, "wp-config.php", zh, "php")
    if st == 1:
        c = f"<?php\n$config['db_host'] = '{pk(HOSTS)}';\n$config['db_user'] = 'shop';\n$config['db_pass'] = \"{pw}\";"
        return ctx_file(c, "config/database.php", zh, "php")
    k = S(lambda: rs(64, AN + "!#%^*()-_=+[]{}<>~|;:,.?"))
    c = f"<?php\ndefine( 'DB_PASSWORD', \"{pw}\" );\ndefine( 'SECURE_AUTH_KEY',  '{k}' );"
    return ctx_file(c, "wp-config.php", zh, "php")


@kind("xml_maven_settings", 5)
def _k(zh):
    pw = S(human_pw)
    o = pk(ORGS)
    c = (f"<settings>\n  <servers>\n    <server>\n      <id>{o}-releases</id>\n      <username>deployer</username>\n"
         f"      <password>{pw}</password>\n    </server>\n  </servers>\n</settings>")
    return ctx_file(c, "~/.m2/settings.xml", zh, "xml")


@kind("xml_tomcat_users_context", 5)
def _k(zh):
    pw = S(human_pw)
    if R.random() < 0.5:
        c = (f"<tomcat-users>\n  <role rolename=\"manager-gui\"/>\n"
             f"  <user username=\"tomcat\" password=\"{pw}\" roles=\"manager-gui,admin-gui\"/>\n</tomcat-users>")
        return ctx_file(c, "conf/tomcat-users.xml", zh, "xml")
    c = (f"<Context>\n  <Resource name=\"jdbc/AppDB\" auth=\"Container\" type=\"javax.sql.DataSource\"\n"
         f"            username=\"app\" password=\"{pw}\"\n            url=\"jdbc:mysql://{pk(HOSTS)}:3306/app\"/>\n</Context>")
    return ctx_file(c, "conf/context.xml", zh, "xml")


@kind("xml_secret_elements", 5)
def _k(zh):
    st = ri(0, 2)
    if st == 0:
        v = S(lambda: rs(ri(32, 44), AN))
        c = f"<oauth>\n  <clientId>{uid()}</clientId>\n  <clientSecret>{v}</clientSecret>\n</oauth>"
        return ctx_file(c, "src/main/resources/oauth.xml", zh, "xml")
    if st == 1:
        pw = S(human_pw)
        c = (f"<configuration>\n  <packageSourceCredentials>\n    <internal>\n      <add key=\"Username\" value=\"ci\" />\n"
             f"      <add key=\"ClearTextPassword\" value=\"{pw}\" />\n    </internal>\n  </packageSourceCredentials>\n</configuration>")
        return ctx_file(c, "NuGet.Config", zh, "xml")
    v = S(lambda: rs(ri(24, 40), AN + "+/"))
    c = f"<appSettings>\n  <add key=\"SmtpHost\" value=\"smtp.office365.com\" />\n  <secret name=\"SmtpPassword\">{v}</secret>\n</appSettings>"
    return ctx_file(c, "App.config", zh, "xml")


@kind("docker_config_auth", 5)
def _k(zh):
    u = pk(USERS)
    auth = S(lambda: b64(f"{u}:{human_pw()}"))
    reg = pk(["https://index.docker.io/v1/", "ghcr.io", f"harbor.{pk(ORGS)}.io", "registry.cn-shanghai.aliyuncs.com"])
    c = f'{{\n  "auths": {{\n    "{reg}": {{\n      "auth": "{auth}"\n    }}\n  }}\n}}'
    return ctx_file(c, "~/.docker/config.json", zh, "json")


@kind("rails_secret_key_base", 5)
def _k(zh):
    v = S(lambda: rs(128, HEX))
    c = pk([f"production:\n  secret_key_base: {v}",
            f"SECRET_KEY_BASE={v}",
            f"Rails.application.config.secret_key_base = \"{v}\""])
    return ctx_file(c, pk(["config/secrets.yml", ".env.production", "config/initializers/secret.rb"]), zh, "")


@kind("flask_django_secret_key", 5)
def _k(zh):
    st = ri(0, 2)
    if st == 0:
        v = S(lambda: rs(ri(32, 48), HEX))
        c = f"app = Flask(__name__)\napp.config['SECRET_KEY'] = '{v}'"
    elif st == 1:
        v = S(lambda: "django-insecure-" + rs(50, LO + DG + "!@#%^&*(-_=+)"))
        c = f"DEBUG = False\nSECRET_KEY = '{v}'\nALLOWED_HOSTS = ['*']"
    else:
        v = S(lambda: rs(ri(24, 40), AN))
        c = f"app.secret_key = b\"{v}\""
    return ctx_file(c, pk(["app.py", "settings.py", "server/__init__.py"]), zh, "python")


@kind("session_cookies", 6)
def _k(zh):
    st = ri(0, 3)
    if st == 0:
        v = S(lambda: "eyJ" + rs(ri(40, 80), B64U) + "." + rs(6, B64U) + "." + rs(27, B64U))
        c = f"Cookie: session={v}; theme=dark"
    elif st == 1:
        v = S(lambda: rs(ri(180, 260), B64U) + "%3D%3D")
        c = f"Set-Cookie: laravel_session={v}; expires=Fri, 05 Dec 2026 10:00:00 GMT; path=/; httponly"
    elif st == 2:
        v = S(lambda: rs(ri(60, 80), AN))
        c = f"Cookie: _gh_sess={v}; logged_in=yes; dotcom_user={pk(USERS)}"
    else:
        v = S(lambda: rs(24, LO + DG))
        c = f"Cookie: ASP.NET_SessionId={v}; .ASPXAUTH={S(lambda: rs(ri(160, 200), HEXU))}"
    if zh:
        return pk([f"用户：浏览器里复制的请求头，帮我用 requests 复现：\n{c}",
                   f"[抓包] GET /dashboard HTTP/1.1\nHost: app.{pk(ORGS)}.cn\n{c}"])
    return pk([f"User: here's the request from devtools, can you replay it with requests?\n{c}",
               f"GET /account HTTP/1.1\nHost: app.{pk(ORGS)}.com\n{c}\nAccept: text/html"])


@kind("json_yaml_camelcase_keys", 6)
def _k(zh):
    keys = ["storageKey", "clientSecret", "dbPass", "apiToken", "signingKey", "adminPwd",
            "accessSecret", "webhookSecret", "privateToken", "masterPassword"]
    k1, k2 = R.sample(keys, 2)
    v1 = S(lambda: rs(ri(24, 44), AN + "+/"))
    v2 = S(human_pw) if "P" in k2 or "Pass" in k2 else S(lambda: rs(ri(24, 40), AN))
    if R.random() < 0.5:
        c = f'{{\n  "env": "prod",\n  "{k1}": "{v1}",\n  "{k2}": "{v2}",\n  "timeoutMs": 5000\n}}'
        return ctx_file(c, pk(["appsettings.Production.json", "config/prod.json", "src/config.json"]), zh, "json")
    c = f"service:\n  name: billing\n  {k1}: {v1}\n  {k2}: \"{v2}\"\n  retries: 3"
    return ctx_file(c, pk(["values-prod.yaml", "config.yaml", "application-prod.yml"]), zh, "yaml")


@kind("prefixed_env_keys", 6)
def _k(zh):
    names = ["MYAPP_DB_PASSWORD", "SVC_API_TOKEN", "PAYMENTS__CLIENT_SECRET", "ACME_CORE_SIGNING_SECRET",
             "APP_SMTP_PASS", "BILLING_SERVICE_KEY", "VITE_ADMIN_TOKEN", "REACT_APP_STRIPE_SECRET",
             "ConnectionStrings__Redis", "INTERNAL_SHARED_SECRET", "ORDERS_SVC_AUTH_KEY"]
    n1, n2 = R.sample(names, 2)
    v1 = S(lambda: rs(ri(24, 40), AN))
    v2 = S(human_pw)
    c = f"NODE_ENV=production\n{n1}={v1}\n{n2}=\"{v2}\"\nLOG_LEVEL=info"
    return ctx_file(c, pk([".env", ".env.production", "deploy/prod.env"]), zh, "dotenv")


@kind("spring_properties", 5)
def _k(zh):
    pw = S(human_pw)
    if R.random() < 0.5:
        m = S(lambda: rs(16, LO))
        c = (f"spring.datasource.url=jdbc:postgresql://{pk(HOSTS)}:5432/app\nspring.datasource.username=app\n"
             f"spring.datasource.password={pw}\nspring.mail.password={m}")
        return ctx_file(c, "src/main/resources/application.properties", zh, "properties")
    c = f"spring:\n  datasource:\n    username: app\n    password: '{pw}'\n  rabbitmq:\n    password: {S(human_pw)}"
    return ctx_file(c, "src/main/resources/application-prod.yml", zh, "yaml")


@kind("dotnet_connection_strings", 5)
def _k(zh):
    if R.random() < 0.5:
        pw = S(human_pw)
        c = (f'{{\n  "ConnectionStrings": {{\n    "Default": "Server={pk(HOSTS)};Database=Billing;User Id=sa;Password={pw};TrustServerCertificate=True"\n  }}\n}}')
        return ctx_file(c, "appsettings.json", zh, "json")
    k = S(lambda: rs(43, B64) + "=")
    c = (f"SERVICEBUS_CONNECTION=Endpoint=sb://{pk(ORGS)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={k}")
    return ctx_file(c, "local.settings.env", zh, "")


def wg_key():
    return rs(43, B64) + "="


@kind("wireguard_private_key", 5)
def _k(zh):
    priv = S(wg_key)
    pub = wg_key()
    c = (f"[Interface]\nAddress = 10.66.0.{ri(2, 250)}/32\nPrivateKey = {priv}\nDNS = 1.1.1.1\n\n[Peer]\n"
         f"PublicKey = {pub}\nEndpoint = vpn.{pk(ORGS)}.io:51820\nAllowedIPs = 0.0.0.0/0")
    if R.random() < 0.4:
        c = c.replace("AllowedIPs", f"PresharedKey = {S(wg_key)}\nAllowedIPs")
    return ctx_file(c, "/etc/wireguard/wg0.conf", zh, "ini")


@kind("observability_configs", 5)
def _k(zh):
    st = ri(0, 2)
    pw = S(human_pw)
    if st == 0:
        c = f"[security]\nadmin_user = admin\nadmin_password = {pw}\nsecret_key = {S(lambda: rs(ri(20, 32), AN))}"
        return ctx_file(c, "/etc/grafana/grafana.ini", zh, "ini")
    if st == 1:
        c = f"server.host: \"0.0.0.0\"\nelasticsearch.hosts: [\"https://es01:9200\"]\nelasticsearch.username: \"kibana_system\"\nelasticsearch.password: \"{pw}\""
        return ctx_file(c, "config/kibana.yml", zh, "yaml")
    c = (f"global:\n  smtp_smarthost: 'smtp.qiye.aliyun.com:465'\n  smtp_from: 'alert@{pk(ORGS)}.cn'\n"
         f"  smtp_auth_username: 'alert@{pk(ORGS)}.cn'\n  smtp_auth_password: '{pw}'")
    return ctx_file(c, "alertmanager.yml", zh, "yaml")


@kind("android_signing_config", 5)
def _k(zh):
    a = S(human_pw)
    b = S(human_pw)
    if R.random() < 0.5:
        c = (f"android {{\n  signingConfigs {{\n    release {{\n      storeFile file(\"release.jks\")\n      storePassword \"{a}\"\n"
             f"      keyAlias \"upload\"\n      keyPassword \"{b}\"\n    }}\n  }}\n}}")
        return ctx_file(c, "app/build.gradle", zh, "groovy")
    c = f"storePassword={a}\nkeyPassword={b}\nkeyAlias=upload\nstoreFile=../release.jks"
    return ctx_file(c, "android/key.properties", zh, "properties")


@kind("mail_client_configs", 5)
def _k(zh):
    pw = S(lambda: pk([rs(16, LO), human_pw()]))
    st = ri(0, 2)
    u = pk(USERS)
    if st == 0:
        c = f"account default\nhost smtp.gmail.com\nport 587\ntls on\nuser {u}@gmail.com\npassword {pw}\nfrom {u}@gmail.com"
        return ctx_file(c, "~/.msmtprc", zh, "")
    if st == 1:
        c = f"set smtp_url = \"smtps://{u}@smtp.qq.com:465/\"\nset smtp_pass = \"{pw}\"\nset realname = \"{u}\""
        return ctx_file(c, "~/.muttrc", zh, "")
    c = f"[smtp.gmail.com]:587 {u}@gmail.com:{pw}"
    return ctx_file(c, "/etc/postfix/sasl_passwd", zh, "")


@kind("proxy_lb_auth_configs", 5)
def _k(zh):
    pw = S(human_pw)
    st = ri(0, 2)
    if st == 0:
        c = f"userlist admins\n  user ops insecure-password {pw}\n\nfrontend stats\n  bind :8404\n  stats enable"
        return ctx_file(c, "/etc/haproxy/haproxy.cfg", zh, "")
    if st == 1:
        c = f"vrrp_instance VI_1 {{\n    state MASTER\n    interface eth0\n    virtual_router_id 51\n    authentication {{\n        auth_type PASS\n        auth_pass {pw}\n    }}\n}}"
        return ctx_file(c, "/etc/keepalived/keepalived.conf", zh, "")
    c = f"\"app\" \"{pw}\"\n\"reporting\" \"{S(human_pw)}\""
    return ctx_file(c, "/etc/pgbouncer/userlist.txt", zh, "")


@kind("object_storage_client_configs", 5)
def _k(zh):
    ak = S(lambda: rs(20, UP + DG))
    sk = S(lambda: rs(40, AN + "/+"))
    st = ri(0, 2)
    if st == 0:
        c = f"[default]\naccess_key = {ak}\nsecret_key = {sk}\nhost_base = s3.{pk(ORGS)}.io\nuse_https = True"
        return ctx_file(c, "~/.s3cfg", zh, "ini")
    if st == 1:
        return ctx_cmd(f"mc alias set minio http://10.0.5.20:9000 {ak} {sk}", zh)
    c = f"MINIO_ROOT_USER={ak}\nMINIO_ROOT_PASSWORD={sk}"
    return ctx_file(c, "/etc/default/minio", zh, "")


@kind("docker_compose_env", 5)
def _k(zh):
    a = S(human_pw)
    b = S(human_pw)
    c = (f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: {a}\n"
         f"  mq:\n    image: rabbitmq:3-management\n    environment:\n      - RABBITMQ_DEFAULT_USER=admin\n      - RABBITMQ_DEFAULT_PASS={b}")
    return ctx_file(c, "docker-compose.yml", zh, "yaml")


@kind("systemd_supervisor_env", 5)
def _k(zh):
    v = S(lambda: rs(ri(28, 40), AN))
    if R.random() < 0.5:
        c = f"[Service]\nUser=app\nEnvironment=\"API_KEY={v}\"\nEnvironment=\"PORT=8080\"\nExecStart=/usr/local/bin/app"
        return ctx_file(c, "/etc/systemd/system/app.service", zh, "ini")
    c = f"[program:worker]\ncommand=/srv/venv/bin/celery -A tasks worker\nenvironment=BROKER_PASSWORD=\"{S(human_pw)}\",API_SECRET=\"{v}\""
    return ctx_file(c, "/etc/supervisor/conf.d/worker.conf", zh, "ini")


@kind("terraform_tfvars_provider", 5)
def _k(zh):
    if R.random() < 0.5:
        c = f"region      = \"ap-southeast-1\"\ndb_password = \"{S(human_pw)}\"\ndatadog_api_key = \"{S(lambda: rs(32, HEX))}\""
        return ctx_file(c, "prod.auto.tfvars", zh, "hcl")
    c = (f"provider \"alicloud\" {{\n  access_key = \"{S(lambda: 'LTAI5t' + rs(18))}\"\n  secret_key = \"{S(lambda: rs(30))}\"\n"
         f"  region     = \"cn-hangzhou\"\n}}")
    return ctx_file(c, "main.tf", zh, "hcl")


@kind("jupyter_notebook_cell", 5)
def _k(zh):
    v = S(pk([openai_key, anthropic_key, lambda: "hf_" + rs(34)]))
    var = "OPENAI_API_KEY" if v.startswith("sk-proj") or v.startswith("sk-svc") or (v.startswith("sk-") and not v.startswith("sk-ant")) else ("ANTHROPIC_API_KEY" if v.startswith("sk-ant") else "HF_TOKEN")
    cell = f'{{\n "cell_type": "code",\n "execution_count": 3,\n "metadata": {{}},\n "outputs": [],\n "source": [\n  "import os\\n",\n  "os.environ[\\"{var}\\"] = \\"{v}\\"\\n"\n ]\n}}'
    return ctx_file(cell, "notebooks/eval.ipynb (cell 3)", zh, "json", diff=False)


@kind("code_hardcoded_literals")
def _k(zh):
    st = ri(0, 4)
    if st == 0:
        c = f"client = OpenAI(api_key=\"{S(openai_key)}\")"
    elif st == 1:
        c = f"const stripe = require('stripe')('{S(stripe_sk)}');"
    elif st == 2:
        c = f"const dbPassword = \"{S(human_pw)}\" // TODO move to env"
    elif st == 3:
        c = f"private static final String API_SECRET = \"{S(lambda: rs(32, AN))}\";"
    else:
        c = f"var conn = new SqlConnection(\"Server=sql01;Database=crm;User Id=crm_app;Password={S(human_pw)};\");"
    return ctx_prose_snippet(c, zh)


@kind("log_lines_with_secrets")
def _k(zh):
    st = ri(0, 3)
    if st == 0:
        v = S(lambda: rs(ri(32, 48), AN))
        line = f"{ts()} DEBUG http.client send: b'GET /v1/orders HTTP/1.1\\r\\nHost: api.{pk(ORGS)}.io\\r\\nAuthorization: Bearer {v}\\r\\n'"
        return (f"开了 debug 日志之后看到这个：\n{line}" if zh else line)
    if st == 1:
        pw = S(human_pw)
        line = f"{ts()} INFO  auth.login payload={{'username': '{pk(USERS)}', 'password': '{pw}', 'remember': True}}"
        return (f"日志里把明文密码打出来了：\n{line}" if zh else line)
    if st == 2:
        pw = S(url_pw)
        tb = (f"Traceback (most recent call last):\n  File \"worker.py\", line 41, in <module>\n    engine = create_engine(\"postgresql+psycopg2://etl:{pw}@{pk(HOSTS)}:5432/dw\")\n"
                f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server")
        return (f"用户：worker 启动就挂，报错如下\n{tb}" if zh else tb)
    v = S(lambda: rs(32, HEX))
    return (f"[{hhmm()}] 错误：调用短信接口失败 appkey=2{rs(7, DG)} appsecret={v} code=InvalidSignature" if zh
            else f"[{hhmm()}] ERROR sms.send failed appkey=2{rs(7, DG)} appsecret={v} code=InvalidSignature")


@kind("sql_user_statements", 5)
def _k(zh):
    pw = S(human_pw)
    c = pk([f"CREATE USER 'report'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT ON shop.* TO 'report'@'%';",
            f"ALTER ROLE app WITH LOGIN PASSWORD '{pw}';",
            f"db.createUser({{ user: \"analytics\", pwd: \"{pw}\", roles: [ {{ role: \"read\", db: \"events\" }} ] }})",
            f"CREATE LOGIN etl_login WITH PASSWORD = '{pw}', CHECK_POLICY = OFF;"])
    return ctx_file(c, pk(["migrations/0042_users.sql", "init/01-users.sql", "scripts/bootstrap.js"]), zh, "sql")


@kind("jdbc_and_broker_urls", 5)
def _k(zh):
    pw = S(url_pw)
    c = pk([f"jdbc:mysql://{pk(HOSTS)}:3306/shop?user=app&password={pw}&useSSL=true",
            f"jdbc:sqlserver://sql01:1433;databaseName=crm;user=crm_app;password={pw};encrypt=true",
            f"AMQP_URL=amqps://svc:{pw}@b-{rs(8, HEX)}.mq.us-east-1.amazonaws.com:5671",
            f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"app\" password=\"{pw}\";",
            f"mosquitto_pub -h mqtt.{pk(ORGS)}.io -u sensor01 -P {pw} -t home/temp -m 21.5"])
    if c.startswith("mosquitto"):
        return ctx_cmd(c, zh)
    return ctx_file(c, pk(["app.properties", "consumer.properties", ".env"]), zh, "")


@kind("database_urls", 6)
def _k(zh):
    pw = S(url_pw)
    u = pk(USERS)
    url = pk([f"postgres://{u}:{pw}@{pk(HOSTS)}:5432/app",
              f"postgresql+asyncpg://{u}:{pw}@ep-{rs(5, LO)}-{rs(5, LO)}-{rs(8, LO + DG)}.us-east-2.aws.neon.tech/neondb?sslmode=require",
              f"mysql+pymysql://{u}:{pw}@{pk(HOSTS)}/shop?charset=utf8mb4",
              f"mssql+pyodbc://{u}:{pw}@sql01/crm?driver=ODBC+Driver+18+for+SQL+Server",
              f"clickhouse://{u}:{pw}@ch.{pk(ORGS)}.io:9440/analytics?secure=true",
              f"snowflake://{u}:{pw}@{rs(7, LO)}-{rs(7, LO)}/ANALYTICS/PUBLIC?warehouse=WH_XS",
              f"neo4j+s://neo4j:{pw}@{rs(8, HEX)}.databases.neo4j.io"])
    if R.random() < 0.5:
        return ctx_file(f"DATABASE_URL={url}", pk([".env", "docker/.env", "fly.env"]), zh, "dotenv")
    return (f"用户：本地连不上，连接串是 {url}\n助手：我先用 psql 测试一下网络连通性。" if zh
            else f"User: can't connect locally, the URL is {url}\nAssistant: Let me check connectivity first.")


@kind("basic_bearer_headers", 5)
def _k(zh):
    if R.random() < 0.5:
        v = S(lambda: b64(f"{pk(USERS)}:{human_pw()}"))
        h = f"Authorization: Basic {v}"
    else:
        v = S(lambda: rs(ri(32, 64), AN + "-._~"))
        h = f"Authorization: Bearer {v}"
    c = f"curl -X POST https://api.{pk(ORGS)}.io/v1/jobs -H '{h}' -H 'Content-Type: application/json' -d @job.json"
    return ctx_cmd(c, zh)


@kind("url_query_keys", 5)
def _k(zh):
    st = ri(0, 3)
    o = pk(ORGS)
    if st == 0:
        v = S(lambda: rs(32, HEX))
        u = f"https://api.openweathermap.org/data/2.5/weather?q=Shanghai&appid={v}"
    elif st == 1:
        v = S(lambda: rs(ri(32, 40), AN))
        u = f"https://hooks.{o}.io/ingest?source=ci&api_key={v}"
    elif st == 2:
        v = S(gcp_key)
        u = f"https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={v}"
    else:
        v = S(lambda: rs(20, AN + "-_"))
        u = f"https://gitlab.{o}.io/api/v4/projects?private_token={v}"
    return (f"这个接口返回 403：{u}" if zh else pk([f"this endpoint returns 403: {u}", f"GET {u} -> 403 Forbidden"]))


@kind("recovery_codes", 5)
def _k(zh):
    codes = [S(lambda: rs(5, LO + DG) + "-" + rs(5, LO + DG)) for _ in range(ri(4, 6))]
    body = "\n".join(codes)
    svc = pk(["GitHub", "Google", "Bitwarden", "Cloudflare", "AWS root"])
    if zh:
        return f"{svc} 的恢复码，帮我存一下：\n{body}"
    return f"{svc} recovery codes (keep safe):\n{body}"


@kind("app_encryption_keys", 5)
def _k(zh):
    st = ri(0, 3)
    if st == 0:
        c = f"APP_KEY=base64:{S(lambda: rs(43, B64) + '=')}"
    elif st == 1:
        c = f"FERNET_KEY={S(lambda: rs(43, B64U) + '=')}"
    elif st == 2:
        c = f"NEXTAUTH_SECRET={S(lambda: rs(43, B64) + '=')}\nNEXTAUTH_URL=https://app.{pk(ORGS)}.io"
    else:
        c = f"JWT_SECRET={S(lambda: rs(64, HEX))}\nJWT_EXPIRES_IN=7d"
    return ctx_file(c, pk([".env", ".env.production", "airflow.env"]), zh, "dotenv")


@kind("crypto_wallet_private_keys", 5)
def _k(zh):
    if R.random() < 0.6:
        v = S(lambda: "0x" + rs(64, HEX))
        c = pk([f"DEPLOYER_PRIVATE_KEY={v}", f"PRIVATE_KEY=\"{v}\"\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/{S(lambda: rs(32, AN + '-_'))}"])
        return ctx_file(c, ".env", zh, "dotenv")
    v = S(lambda: rs(ri(87, 88), "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"))
    return (f"用户：这是我 Phantom 钱包导出的私钥 {v}，帮我写个脚本查余额" if zh
            else f"User: exported my Phantom private key: {v} — write a script that checks the balance")


@kind("archive_ssh_passphrases", 5)
def _k(zh):
    pw = S(human_pw)
    c = pk([f"ssh-keygen -t ed25519 -C deploy@ci -N '{pw}' -f ~/.ssh/deploy_ed25519",
            f"7z a -p{pw} -mhe=on backup.7z ./exports",
            f"zip -P {pw} -r payroll.zip payroll/",
            f"gpg --batch --yes --passphrase '{pw}' -c secrets.tar",
            f"ssh-keygen -p -P '{S(human_pw)}' -N '{pw}' -f ~/.ssh/id_rsa"])
    return ctx_cmd(c, zh)


@kind("device_admin_passwords", 5)
def _k(zh):
    pw = S(lambda: pk([human_pw(), "CMCCAdmin" + rs(6, LO + DG), "telecomadmin" + rs(8, DG)]))
    if zh:
        return pk([f"光猫超级密码：{pw}，账号 telecomadmin",
                   f"摄像头后台 192.168.1.64 admin / {pw}",
                   f"打印机 web 管理页密码是{pw}",
                   f"群晖 DSM 管理员：admin，密码 {pw}（端口 5001）"])
    return pk([f"IP camera at 192.168.1.64 → admin / {pw}",
               f"printer admin page password is {pw}",
               f"UniFi controller: ubnt / {pw}",
               f"Synology DSM admin password: {pw} (port 5001)"])


# ---- vendor formats -------------------------------------------------------
@kind("discord_webhook", 5)
def _k(zh):
    tok = S(discord_tok)
    url = f"https://{pk(['discord.com', 'discordapp.com', 'canary.discord.com'])}/api/webhooks/{digits(19)}/{tok}"
    if R.random() < 0.5:
        return ctx_file(f"DISCORD_WEBHOOK_URL={url}", ".env", zh, "dotenv")
    return ctx_cmd(f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"deploy ok\"}}' {url}", zh)


@kind("teams_webhook", 5)
def _k(zh):
    if R.random() < 0.6:
        hx = S(lambda: rs(32, HEX))
        v2 = S(lambda: "V2" + rs(43, B64U))
        url = (f"https://{pk(ORGS).replace('-', '')}.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hx}/{uid()}/{v2}")
    else:
        sig = S(lambda: rs(43, B64U))
        url = (f"https://prod-{ri(10, 99)}.westeurope.logic.azure.com:443/workflows/{rs(32, HEX)}/triggers/manual/paths/invoke"
               f"?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={sig}")
    c = f"notify:\n  teams:\n    webhook_url: \"{url}\""
    return ctx_file(c, pk(["alerting.yaml", ".github/notify.yml"]), zh, "yaml")


@kind("sentry_dsn", 5)
def _k(zh):
    if R.random() < 0.7:
        k = S(lambda: rs(32, HEX))
        dsn = f"https://{k}@o{digits(6)}.ingest.{pk(['', 'us.', 'de.'])}sentry.io/{digits(7)}"
    else:
        k = S(lambda: rs(32, HEX))
        s = S(lambda: rs(32, HEX))
        dsn = f"https://{k}:{s}@sentry.{pk(ORGS)}.io/{ri(2, 60)}"
    c = pk([f"SENTRY_DSN={dsn}", f"sentry_sdk.init(dsn=\"{dsn}\", traces_sample_rate=0.2)",
            f"Sentry.init({{ dsn: \"{dsn}\" }});"])
    return ctx_file(c, pk([".env", "app/main.py", "src/sentry.ts"]), zh, "")


def tfc_token():
    return rs(14) + ".atlasv1." + rs(67, AN)


@kind("terraform_cloud_token", 5)
def _k(zh):
    t = S(tfc_token)
    if R.random() < 0.5:
        c = f"credentials \"app.terraform.io\" {{\n  token = \"{t}\"\n}}"
        return ctx_file(c, "~/.terraformrc", zh, "hcl")
    return ctx_cmd(f"export TF_TOKEN_app_terraform_io={t} && terraform init", zh)


def op_token():
    payload = json.dumps({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": rs(22, B64U)},
                          "email": f"{rs(12, LO + DG)}@1passwordserviceaccounts.com", "srpX": rs(64, HEX),
                          "muk": {"alg": "A256GCM", "ext": True, "k": rs(43, B64U), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(6, UP + DG) + "-" + rs(6, UP + DG) + "-" + rs(5, UP + DG), "throttleSecret": {"seed": rs(64, HEX), "uuid": rs(26, UP + DG)}, "deviceUuid": rs(26, LO + DG)}, separators=(",", ":"))
    return "ops_" + b64u(payload)


def op_secret_key():
    g = lambda n: rs(n, "ABCDEFGHJKLMNPQRSTVWXYZ23456789")
    return f"A3-{g(6)}-{g(6)}-{g(5)}-{g(5)}-{g(5)}-{g(5)}"


@kind("onepassword_credentials", 5)
def _k(zh):
    if R.random() < 0.6:
        t = S(op_token)
        c = f"OP_SERVICE_ACCOUNT_TOKEN={t}"
        return ctx_file(c, ".env.ci", zh, "dotenv", diff=False)
    k = S(op_secret_key)
    return (f"1Password 的 Secret Key 存一下：{k}，邮箱 {pk(USERS)}@{pk(ORGS)}.cn" if zh
            else f"my 1Password Secret Key is {k} (emergency kit is in the drawer)")


@kind("okta_api_token", 5)
def _k(zh):
    t = S(lambda: "00" + rs(40, AN + "-_"))
    o = pk(ORGS)
    if R.random() < 0.5:
        return ctx_cmd(f"curl -H 'Authorization: SSWS {t}' https://{o}.okta.com/api/v1/users?limit=25", zh)
    c = f"okta:\n  client:\n    orgUrl: https://{o}.okta.com\n    token: {t}"
    return ctx_file(c, "~/.okta/okta.yaml", zh, "yaml")


@kind("age_secret_key", 5)
def _k(zh):
    k = S(lambda: "AGE-SECRET-KEY-1" + rs(58, BECH.upper()))
    pub = "age1" + rs(58, BECH)
    c = f"# created: {ts()}\n# public key: {pub}\n{k}"
    return ctx_file(c, pk(["~/.config/sops/age/keys.txt", "key.txt"]), zh, "")


@kind("cohere_api_key", 5)
def _k(zh):
    k = S(lambda: rs(40, AN))
    c = pk([f"CO_API_KEY={k}", f"COHERE_API_KEY=\"{k}\"", f"co = cohere.ClientV2(api_key=\"{k}\")"])
    return ctx_file(c, pk([".env", "rerank.py"]), zh, "")


@kind("xai_api_key", 5)
def _k(zh):
    k = S(lambda: "xai-" + rs(80, AN))
    if R.random() < 0.5:
        return ctx_file(f"XAI_API_KEY={k}", ".env", zh, "dotenv")
    return ctx_cmd(f"curl https://api.x.ai/v1/chat/completions -H \"Authorization: Bearer {k}\" -d @req.json", zh)


@kind("baidu_qianfan_keys", 5)
def _k(zh):
    if R.random() < 0.5:
        k = S(lambda: "bce-v3/ALTAK-" + rs(21) + "/" + rs(40, HEX))
        c = f"QIANFAN_API_KEY={k}"
        return ctx_file(c, ".env", zh, "dotenv")
    ak = S(lambda: rs(24))
    sk = S(lambda: rs(32))
    c = f"QIANFAN_AK={ak}\nQIANFAN_SK={sk}"
    if zh:
        return f"用户：千帆的 AK/SK 配好了，为什么还是 401？\n```\n{c}\n```"
    return ctx_file(c, ".env", zh, "dotenv")


@kind("huawei_cloud_keys", 5)
def _k(zh):
    ak = S(lambda: rs(20, UP + DG))
    sk = S(lambda: rs(40, AN))
    if R.random() < 0.5:
        c = f"HUAWEICLOUD_SDK_AK={ak}\nHUAWEICLOUD_SDK_SK={sk}\nHUAWEICLOUD_SDK_PROJECT_ID={rs(32, HEX)}"
        return ctx_file(c, ".env", zh, "dotenv")
    c = f"obsutil config -i={ak} -k={sk} -e=obs.cn-north-4.myhuaweicloud.com"
    return ctx_cmd(c, zh)


@kind("tencent_cloud_keys", 5)
def _k(zh):
    sid = S(lambda: "AKID" + rs(32))
    skey = S(lambda: rs(32))
    if R.random() < 0.5:
        c = f"secret_id = {sid}\nsecret_key = {skey}\nregion = ap-guangzhou"
        return ctx_file(c, "~/.tccli/default.credential", zh, "ini")
    c = f"cred = credential.Credential(\"{sid}\", \"{skey}\")"
    return ctx_prose_snippet(c, zh)


@kind("azure_storage_keys", 5)
def _k(zh):
    k = S(azure_storage_key)
    acct = pk(ORGS).replace("-", "") + pk(["prod", "logs", "data"])
    c = pk([f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};EndpointSuffix=core.windows.net",
            f"az storage blob upload -c backups -f db.bak --account-name {acct} --account-key {k}"])
    if c.startswith("az"):
        return ctx_cmd(c, zh)
    return ctx_file(c, ".env", zh, "dotenv")


@kind("azure_devops_pat", 5)
def _k(zh):
    p = S(lambda: pk([rs(52, LO + "234567"), rs(76) + "AZDO" + rs(4)]))
    o = pk(ORGS)
    c = pk([f"export AZURE_DEVOPS_EXT_PAT={p}",
            f"git clone https://pat:{p}@dev.azure.com/{o}/Platform/_git/infra",
            f"echo {p} | az devops login --organization https://dev.azure.com/{o}"])
    return ctx_cmd(c, zh)


@kind("totp_seeds", 5)
def _k(zh):
    st = ri(0, 2)
    u = pk(USERS)
    if st == 0:
        s = S(lambda: totp_seed(32))
        uri = f"otpauth://totp/{pk(['GitHub', 'AWS', 'Okta', 'GitLab'])}:{u}?secret={s}&issuer={pk(['GitHub', 'Amazon', 'Okta', 'GitLab'])}&digits=6"
        return (f"二维码扫不了，这是 URI：{uri}" if zh else f"QR won't scan, here's the URI: {uri}")
    if st == 1:
        s = S(lambda: " ".join(rs(4, LO + "234567") for _ in range(8)))
        return (f"谷歌验证器的设置密钥：{s}\n（手动输入用）" if zh else f"2FA setup key (enter manually): {s}")
    s = S(lambda: totp_seed(16))
    c = f"MFA_TOTP_SECRET={s}"
    return ctx_file(c, "e2e/.env.test", zh, "dotenv")


@kind("bip39_mnemonics", 5)
def _k(zh):
    n = pk([12, 24])
    m = S(lambda: mnemonic(n))
    if R.random() < 0.6:
        return (f"钱包助记词，帮我记一下：{m}" if zh else f"my wallet seed phrase: {m}")
    return (f"用户：恢复钱包时提示无效，助记词是\n\"{m}\"\n助手：我检查一下单词是否都在 BIP-39 词表里。" if zh
            else f"MNEMONIC=\"{m}\"\nHD_PATH=m/44'/60'/0'/0")


@kind("aws_access_keys", 6)
def _k(zh):
    a = S(aws_akid)
    s = S(aws_secret)
    st = ri(0, 2)
    if st == 0:
        c = f"[default]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = us-east-1"
        return ctx_file(c, "~/.aws/credentials", zh, "ini")
    if st == 1:
        return ctx_cmd(f"AWS_ACCESS_KEY_ID={a} AWS_SECRET_ACCESS_KEY={s} aws s3 ls s3://{pk(ORGS)}-backups", zh)
    c = f"s3 = boto3.client('s3', aws_access_key_id='{a}', aws_secret_access_key='{s}')"
    return ctx_prose_snippet(c, zh)


@kind("gcp_keys_and_sa_json", 5)
def _k(zh):
    if R.random() < 0.4:
        k = S(gcp_key)
        return ctx_file(f"GOOGLE_API_KEY={k}\nGEMINI_MODEL=gemini-2.0-flash", ".env", zh, "dotenv")
    _, lines, listed, js = sa_json()
    for ln in listed:
        CUR.append(fresh(lambda ln=ln: ln))
    return ctx_file(js, pk(["sa-key.json", "gcp-credentials.json"]), zh, "json", diff=False)


@kind("github_tokens", 6)
def _k(zh):
    t = S(pk([ghp, gh_fine, gho]))
    c = pk([f"GITHUB_TOKEN={t}", f"gh auth login --with-token <<< {t}",
            f"//npm.pkg.github.com/:_authToken={t}"])
    if c.startswith("gh "):
        return ctx_cmd(c, zh)
    return ctx_file(c, pk([".env", ".npmrc"]), zh, "")


@kind("gitlab_tokens", 5)
def _k(zh):
    t = S(glpat)
    c = pk([f"curl --header \"PRIVATE-TOKEN: {t}\" https://gitlab.com/api/v4/projects",
            f"glab auth login --hostname gitlab.{pk(ORGS)}.io --token {t}"])
    return ctx_cmd(c, zh)


@kind("slack_tokens_webhooks", 6)
def _k(zh):
    st = ri(0, 2)
    if st == 0:
        t = S(lambda: pk([xoxb(), xoxp()]))
        return ctx_file(f"SLACK_BOT_TOKEN={t}\nSLACK_CHANNEL=#deploys", ".env", zh, "dotenv")
    if st == 1:
        t = S(slack_hook_tok)
        u = f"https://hooks.slack.com/services/T{rs(8, UP + DG)}/B{rs(10, UP + DG)}/{t}"
        return ctx_cmd(f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"build done\"}}' {u}", zh)
    t = S(lambda: f"xapp-1-A{rs(10, UP + DG)}-{digits(13)}-{rs(64, HEX)}")
    return ctx_file(f"SLACK_APP_TOKEN={t}", ".env", zh, "dotenv")


@kind("stripe_keys", 5)
def _k(zh):
    k = S(stripe_sk)
    if R.random() < 0.5:
        w = S(whsec)
        c = f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rs(97)}\nSTRIPE_SECRET_KEY={k}\nSTRIPE_WEBHOOK_SECRET={w}"
        return ctx_file(c, ".env.production", zh, "dotenv")
    return ctx_cmd(f"curl https://api.stripe.com/v1/charges -u {k}: -d limit=3", zh)


@kind("openai_keys", 6)
def _k(zh):
    k = S(openai_key)
    if zh:
        return pk([f"用户：key 是 {k}，帮我测一下能不能调通 gpt-4o",
                   f"OPENAI_API_KEY={k}\n# 上面是新申请的 key"])
    return pk([f"User: my key is {k}, can you test whether it works?",
               ctx_file(f"OPENAI_API_KEY={k}", ".env", zh, "dotenv")])


@kind("anthropic_keys", 5)
def _k(zh):
    k = S(anthropic_key)
    return pk([ctx_file(f"ANTHROPIC_API_KEY={k}", ".env", zh, "dotenv"),
               ctx_cmd(f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {k}\" -H \"anthropic-version: 2023-06-01\" -d @req.json", zh)])


@kind("jwt_tokens", 5)
def _k(zh):
    t = S(lambda: jwt(pk(["HS256", "RS256"]), {"sub": pk(USERS), "role": pk(["admin", "service_role", "user"]), "iss": f"https://auth.{pk(ORGS)}.io", "iat": ri(1735689600, 1798761600)}))
    return pk([ctx_cmd(f"curl https://api.{pk(ORGS)}.io/admin/users -H 'Authorization: Bearer {t}'", zh),
               (f"用户：这个 token 解出来 role 是啥？{t}" if zh else f"User: what role is in this token? {t}")])


@kind("pem_private_keys", 6)
def _k(zh):
    kd = pk(["rsa", "pkcs8", "ec", "openssh"])
    hdr, lines, listed = pem_body(kd)
    for ln in listed:
        CUR.append(fresh(lambda ln=ln: ln))
    block = f"-----BEGIN {hdr}-----\n" + "\n".join(lines) + f"\n-----END {hdr}-----"
    fn = {"rsa": "certs/server.key", "pkcs8": "jwt/private.pem", "ec": "tls/ec.key", "openssh": "~/.ssh/id_ed25519"}[kd]
    return ctx_file(block, fn, zh, "", diff=False)


@kind("putty_ppk_key", 5)
def _k(zh):
    pub = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, B64)
    priv = S(lambda: "AAAAI" + rs(ri(45, 60), B64) + "=")
    c = (f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: {pk(USERS)}@{pk(BOXES)}\nPublic-Lines: 2\n"
         f"{pub[:64]}\n{pub[64:]}\nPrivate-Lines: 1\n{priv}\nPrivate-MAC: {rs(64, HEX)}")
    return ctx_file(c, "keys/deploy.ppk", zh, "", diff=False)


# --- more vendors, many not in corpus E --------------------------------------
@kind("ai_keys_international", 6)
def _k(zh):
    opts = [("GROQ_API_KEY", lambda: "gsk_" + rs(52)), ("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + rs(64, HEX)),
            ("REPLICATE_API_TOKEN", lambda: "r8_" + rs(37)), ("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(48)),
            ("MISTRAL_API_KEY", lambda: rs(32)), ("TOGETHER_API_KEY", lambda: rs(64, HEX)),
            ("FIREWORKS_API_KEY", lambda: "fw_" + rs(24)), ("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + rs(32, HEX) + "_" + rs(10, HEX)),
            ("PINECONE_API_KEY", lambda: "pcsk_" + rs(5) + "_" + rs(64)), ("WANDB_API_KEY", lambda: rs(40, HEX))]
    name, g = pk(opts)
    k = S(g)
    return ctx_file(f"{name}={k}", pk([".env", "secrets.env", ".envrc"]), zh, "dotenv")


@kind("ai_keys_china", 6)
def _k(zh):
    opts = [("DEEPSEEK_API_KEY", lambda: "sk-" + rs(32, HEX)), ("MOONSHOT_API_KEY", lambda: "sk-" + rs(48)),
            ("ZHIPUAI_API_KEY", lambda: rs(32, HEX) + "." + rs(16)), ("DASHSCOPE_API_KEY", lambda: "sk-" + rs(32, HEX)),
            ("SILICONFLOW_API_KEY", lambda: "sk-" + rs(48, LO)), ("ARK_API_KEY", uid),
            ("MINIMAX_API_KEY", lambda: jwt("RS256")), ("BAICHUAN_API_KEY", lambda: "sk-" + rs(32, HEX))]
    name, g = pk(opts)
    k = S(g)
    if zh:
        return pk([f"用户：{name} 填的是 {k}，为什么提示余额不足？",
                   ctx_file(f"{name}={k}", ".env", zh, "dotenv")])
    return ctx_file(f"{name}={k}", ".env", zh, "dotenv")


@kind("saas_devtool_tokens", 6)
def _k(zh):
    opts = [("LINEAR_API_KEY", lambda: "lin_api_" + rs(40)), ("NOTION_TOKEN", lambda: "ntn_" + rs(46)),
            ("AIRTABLE_TOKEN", lambda: "pat" + rs(14) + "." + rs(64, HEX)), ("POSTMAN_API_KEY", lambda: "PMAK-" + rs(24, HEX) + "-" + rs(34, HEX)),
            ("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + rs(32, HEX)), ("ATLASSIAN_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(170, B64U) + "=" + rs(8, HEXU)),
            ("FIGMA_TOKEN", lambda: "figd_" + rs(40, B64U)), ("ASANA_PAT", lambda: f"2/{digits(16)}/{digits(16)}:{rs(32, HEX)}")]
    name, g = pk(opts)
    k = S(g)
    if R.random() < 0.5:
        return ctx_file(f"{name}={k}", pk([".env", "mcp.env"]), zh, "dotenv")
    c = f'{{\n  "mcpServers": {{\n    "tool": {{\n      "command": "npx",\n      "args": ["-y", "@acme/mcp-server"],\n      "env": {{ "{name}": "{k}" }}\n    }}\n  }}\n}}'
    return ctx_file(c, pk([".cursor/mcp.json", "claude_desktop_config.json", ".vscode/mcp.json"]), zh, "json")


@kind("observability_vendor_tokens", 6)
def _k(zh):
    opts = [("DD_API_KEY", lambda: rs(32, HEX)), ("DD_APP_KEY", lambda: rs(40, HEX)),
            ("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(27, UP + DG)), ("NEW_RELIC_LICENSE_KEY", lambda: rs(36, HEX) + "NRAL"),
            ("GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(32) + "_" + rs(8, HEX)), ("SENTRY_AUTH_TOKEN", lambda: "sntrys_eyJ" + rs(120, B64U) + "_" + rs(43, B64U)),
            ("HONEYCOMB_API_KEY", lambda: rs(22)), ("PAGERDUTY_ROUTING_KEY", lambda: rs(32, HEX))]
    name, g = pk(opts)
    k = S(g)
    return pk([ctx_file(f"{name}={k}", ".env", zh, "dotenv"),
               ctx_cmd(f"helm upgrade --install agent datadog/datadog --set datadog.apiKey={k}" if name.startswith("DD") else f"export {name}={k}", zh)])


@kind("hosting_platform_tokens", 6)
def _k(zh):
    opts = [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(64, HEX)), ("HEROKU_API_KEY", lambda: "HRKU-AA" + rs(58, B64U)),
            ("VERCEL_TOKEN", lambda: rs(24)), ("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(36)),
            ("RENDER_API_KEY", lambda: "rnd_" + rs(32)), ("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + rs(40, HEX)),
            ("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(43, B64U)), ("CLOUDFLARE_API_TOKEN", lambda: rs(40, B64U)),
            ("HCLOUD_TOKEN", lambda: rs(64)), ("FLY_API_TOKEN", lambda: "FlyV1 fm2_" + rs(ri(180, 240), B64U))]
    name, g = pk(opts)
    k = S(g)
    if R.random() < 0.5:
        return ctx_file(f"{name}={k}", pk([".env", ".github/workflows/.env.deploy"]), zh, "dotenv")
    c = f"- name: Deploy\n  env:\n    {name}: {k}\n  run: ./deploy.sh"
    return ctx_file(c, ".github/workflows/deploy.yml", zh, "yaml")


@kind("network_tunnel_tokens", 5)
def _k(zh):
    st = ri(0, 3)
    if st == 0:
        k = S(lambda: "tskey-auth-k" + rs(10) + "CNTRL-" + rs(33))
        return ctx_cmd(f"sudo tailscale up --authkey={k} --advertise-tags=tag:ci", zh)
    if st == 1:
        k = S(lambda: "2" + rs(26) + "_" + rs(21))
        return ctx_cmd(f"ngrok config add-authtoken {k}", zh)
    if st == 2:
        k = S(lambda: "eyJhIjoi" + rs(ri(150, 190), B64) + "=")
        return ctx_cmd(f"cloudflared tunnel run --token {k}", zh)
    k = S(lambda: rs(ri(24, 32), AN))
    c = f"[common]\nserver_addr = 47.{ri(90, 120)}.{ri(1, 254)}.{ri(1, 254)}\nserver_port = 7000\ntoken = {k}"
    return ctx_file(c, "frpc.ini", zh, "ini")


@kind("ci_platform_tokens", 5)
def _k(zh):
    opts = [("CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(22) + "_" + rs(40, HEX)), ("BUILDKITE_API_TOKEN", lambda: "bkua_" + rs(40, HEX)),
            ("SONAR_TOKEN", lambda: "squ_" + rs(40, HEX)), ("JENKINS_API_TOKEN", lambda: "11" + rs(32, HEX)),
            ("ARTIFACTORY_API_KEY", lambda: "AKCp8" + rs(68)), ("DRONE_RPC_SECRET", lambda: rs(32, HEX))]
    name, g = pk(opts)
    k = S(g)
    if R.random() < 0.5:
        return ctx_cmd(f"export {name}={k}", zh)
    c = f"variables:\n  {name}: \"{k}\"\nstages: [build, test]"
    return ctx_file(c, ".gitlab-ci.yml", zh, "yaml")


@kind("payment_gateway_keys", 6)
def _k(zh):
    st = ri(0, 4)
    if st == 0:
        c = f"PAYPAL_CLIENT_ID=A{rs(79, B64U)}\nPAYPAL_CLIENT_SECRET={S(lambda: 'E' + rs(79, B64U))}"
    elif st == 1:
        c = f"RAZORPAY_KEY_ID=rzp_live_{rs(14)}\nRAZORPAY_KEY_SECRET={S(lambda: rs(24))}"
    elif st == 2:
        c = f"PAYSTACK_SECRET_KEY={S(lambda: 'sk_live_' + rs(40, HEX))}"
    elif st == 3:
        c = f"wechatpay:\n  mchid: \"{digits(10)}\"\n  apiv3-key: {S(lambda: rs(32))}\n  serial-no: {rs(40, HEXU)}"
    else:
        c = f"alipay.app-id=2021{digits(12)}\nalipay.private-key={S(lambda: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + rs(ri(1500, 1580), B64) + '==')}"
    return ctx_file(c, pk([".env", "application-pay.yml", "pay.properties"]), zh, "")


@kind("email_service_keys", 5)
def _k(zh):
    opts = [("POSTMARK_SERVER_TOKEN", uid), ("RESEND_API_KEY", lambda: "re_" + rs(8) + "_" + rs(24)),
            ("BREVO_API_KEY", lambda: "xkeysib-" + rs(64, HEX) + "-" + rs(16)), ("SPARKPOST_API_KEY", lambda: rs(40, HEX)),
            ("MAILJET_SECRET_KEY", lambda: rs(32, HEX)), ("MANDRILL_KEY", lambda: "md-" + rs(22))]
    name, g = pk(opts)
    k = S(g)
    return ctx_file(f"{name}={k}\nMAIL_FROM=noreply@{pk(ORGS)}.com", ".env", zh, "dotenv")


@kind("chat_bot_tokens", 6)
def _k(zh):
    st = ri(0, 3)
    if st == 0:
        t = S(tg_bot)
        return ctx_cmd(f"curl \"https://api.telegram.org/bot{t}/sendMessage?chat_id=-100{digits(10)}&text=ok\"", zh)
    if st == 1:
        t = S(lambda: "M" + rs(25) + "." + rs(6, B64U) + "." + rs(38, B64U))
        return ctx_file(f"DISCORD_BOT_TOKEN={t}", ".env", zh, "dotenv")
    if st == 2:
        t = S(lambda: rs(ri(170, 174), B64) + "=")
        return ctx_file(f"LINE_CHANNEL_ACCESS_TOKEN={t}\nLINE_CHANNEL_SECRET={S(lambda: rs(32, HEX))}", ".env", zh, "dotenv")
    t = S(lambda: rs(32))
    c = f"feishu:\n  app_id: cli_{rs(16, LO + DG)}\n  app_secret: {t}"
    return ctx_file(c, "bot.yaml", zh, "yaml")


@kind("cn_im_webhooks_secrets", 5)
def _k(zh):
    st = ri(0, 2)
    if st == 0:
        tok = S(lambda: rs(64, HEX))
        sec = S(lambda: "SEC" + rs(64, HEX))
        c = f"DINGTALK_WEBHOOK=https://oapi.dingtalk.com/robot/send?access_token={tok}\nDINGTALK_SECRET={sec}"
    elif st == 1:
        k = S(uid)
        c = f"WECOM_WEBHOOK=https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={k}"
    else:
        k = S(uid)
        c = f"FEISHU_HOOK=https://open.feishu.cn/open-apis/bot/v2/hook/{k}"
    return ctx_file(c, ".env", zh, "dotenv")


@kind("wechat_dingtalk_app_secrets", 5)
def _k(zh):
    st = ri(0, 2)
    if st == 0:
        c = f"wx:\n  appid: wx{rs(16, HEX)}\n  appsecret: {S(lambda: rs(32, HEX))}"
    elif st == 1:
        c = f"dingtalk.app-key=ding{rs(16, LO + DG)}\ndingtalk.app-secret={S(lambda: rs(64, B64U))}"
    else:
        c = f"WECOM_CORP_ID=ww{rs(16, HEX)}\nWECOM_CORP_SECRET={S(lambda: rs(43, B64U))}"
    return ctx_file(c, pk(["application.yml", ".env", "config/im.properties"]), zh, "")


@kind("cn_cloud_misc_keys", 5)
def _k(zh):
    st = ri(0, 3)
    if st == 0:
        c = f"KS3_ACCESS_KEY={S(lambda: 'AKLT' + rs(22, AN + '-_'))}\nKS3_SECRET_KEY={S(lambda: rs(40, AN + '/+'))}"
    elif st == 1:
        c = f"qiniu:\n  access-key: {S(lambda: rs(40, AN + '-_'))}\n  secret-key: {S(lambda: rs(40, AN + '-_'))}\n  bucket: static"
    elif st == 2:
        c = f"JDCLOUD_ACCESS_KEY={S(lambda: 'JDC_' + rs(28, UP + DG))}\nJDCLOUD_SECRET_KEY={S(lambda: rs(32, HEXU))}"
    else:
        c = f"VOLC_ACCESSKEY={S(lambda: 'AKLT' + rs(40))}\nVOLC_SECRETKEY={S(lambda: rs(60, B64) + '==')}"
    return ctx_file(c, pk([".env", "storage.yml", "oss.properties"]), zh, "")


@kind("alibaba_sts_oss", 5)
def _k(zh):
    ak = S(lambda: "STS." + rs(25))
    sk = S(lambda: rs(44))
    tok = S(lambda: "CAIS" + rs(ri(300, 380), B64) + "=")
    c = f"{{\n  \"AccessKeyId\": \"{ak}\",\n  \"AccessKeySecret\": \"{sk}\",\n  \"SecurityToken\": \"{tok}\",\n  \"Expiration\": \"{ts()}\"\n}}"
    if zh:
        return f"[工具调用] aliyun sts AssumeRole --RoleArn acs:ram::{digits(16)}:role/oss-uploader\n[结果]\n{c}"
    return f"$ aliyun sts AssumeRole --RoleArn acs:ram::{digits(16)}:role/oss-uploader\n{c}"


@kind("generic_keyword_shape", 8)
def _k(zh):
    v = S(lambda: pk([rs(ri(24, 48), AN), rs(ri(32, 64), HEX), rs(ri(28, 40), B64U), uid(), rs(ri(20, 30), AN + "!#%*-_")]))
    if zh:
        kw = pk(["密钥", "秘钥", "令牌", "口令", "接口密钥", "签名密钥", "授权码", "访问凭证"])
        return pk([f"内部网关的{kw}：{v}",
                   f"对接方给的{kw}是 {v}，用完记得删",
                   f"助手：我在旧脚本里找到了{kw} `{v}`，要不要换成环境变量？",
                   f"{kw}={v}"])
    kw = pk(["shared secret", "signing key", "HMAC key", "access code", "license secret", "internal api key",
             "client token", "partner key", "auth key"])
    return pk([f"the {kw} for the partner gateway is {v}",
               f"{kw}: {v}",
               f"Assistant: I found the {kw} hard-coded as `{v}` in the old cron script; should I move it to the vault?",
               f"vendor sent over the {kw} → {v}"])


@kind("smtp_app_passwords", 5)
def _k(zh):
    if zh:
        v = S(lambda: rs(16, LO))
        return pk([f"QQ 邮箱 SMTP 授权码：{v}", f"163 邮箱客户端授权密码是 {v}，不是登录密码"])
    v = S(lambda: " ".join(rs(4, LO) for _ in range(4)))
    return pk([f"Gmail app password for the alerts mailbox: {v}", f"use this app password in Thunderbird: {v}"])


@kind("k8s_secret_manifest", 5)
def _k(zh):
    a = S(lambda: b64(human_pw()))
    b = S(lambda: b64(rs(ri(28, 40))))
    c = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-secrets\n  namespace: prod\ntype: Opaque\ndata:\n  DB_PASSWORD: {a}\n  API_KEY: {b}"
    if R.random() < 0.3:
        c = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-secrets\nstringData:\n  password: \"{S(human_pw)}\"\ndata:\n  token: {b}\n  DB_PASSWORD: {a}"
    return ctx_file(c, "k8s/secret.yaml", zh, "yaml")


@kind("kubeconfig_and_registry_files", 5)
def _k(zh):
    if R.random() < 0.5:
        t = S(lambda: jwt("RS256", {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci", "sub": "system:serviceaccount:ci:deployer"}))
        c = (f"apiVersion: v1\nkind: Config\nclusters:\n- name: prod\n  cluster:\n    server: https://10.0.0.1:6443\n"
             f"users:\n- name: deployer\n  user:\n    token: {t}")
        return ctx_file(c, "~/.kube/config", zh, "yaml")
    pw = S(human_pw)
    c = f"machine api.{pk(ORGS)}.io\n  login {pk(USERS)}\n  password {pw}"
    return ctx_file(c, "~/.netrc", zh, "")


@kind("npmrc_yarnrc_files", 5)
def _k(zh):
    if R.random() < 0.5:
        t = S(npm_tok)
        c = f"registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={t}\nalways-auth=true"
        return ctx_file(c, ".npmrc", zh, "ini")
    t = S(lambda: b64(f"ci:{human_pw()}"))
    c = f"npmRegistryServer: \"https://nexus.{pk(ORGS)}.io/repository/npm/\"\nnpmAuthIdent: \"{t}\"\nnpmAlwaysAuth: true"
    return ctx_file(c, ".yarnrc.yml", zh, "yaml")


@kind("openvpn_auth_file", 5)
def _k(zh):
    u = pk(USERS)
    pw = S(human_pw)
    if R.random() < 0.5:
        c = f"{u}\n{pw}"
        return ctx_file(c, "/etc/openvpn/auth.txt", zh, "")
    c = f"client\ndev tun\nproto udp\nremote vpn.{pk(ORGS)}.io 1194\nauth-user-pass auth.txt\n# auth.txt:\n# {u}\n# {pw}"
    return ctx_file(c, "client.ovpn", zh, "")


# ==========================================================================
# HARMLESS KINDS
# ==========================================================================
def hwrap(c, f, zh, lang=""):
    st = pk(["fence", "cat", "tool", "plain"] if not zh else ["fence", "cat", "tool"])
    if st == "plain":
        return c
    if st == "fence":
        return pk(ZH_FILE_ASK if zh else EN_FILE_ASK).format(f=f) + f"\n\n```{lang}\n{c}\n```"
    if st == "cat":
        return f"$ cat {f}\n{c}" + ("\n\n这是模板文件" if zh else "")
    return (f"[工具调用] read_file(\"{f}\")\n[返回结果]\n{c}" if zh else f"[tool_call] read_file(path=\"{f}\")\n[tool_result]\n{c}")


@hkind("placeholder_values", 16)
def _h(zh):
    st = ri(0, 9)
    vals = [("OPENAI_API_KEY", "sk-xxxxxxxxxxxxxxxxxxxxxxxx"), ("API_KEY", "<your-api-key>"), ("DB_PASSWORD", "changeme"),
            ("GITHUB_TOKEN", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"), ("SECRET_KEY", "your-secret-key-here"),
            ("STRIPE_SECRET_KEY", "sk_live_..."), ("AWS_SECRET_ACCESS_KEY", "YOUR_SECRET_ACCESS_KEY"),
            ("password", "REPLACE_ME"), ("ANTHROPIC_API_KEY", "sk-ant-..."), ("token", "<TOKEN>"),
            ("SLACK_WEBHOOK_URL", "https://hooks.slack.com/services/XXX/YYY/ZZZ"), ("DEEPSEEK_API_KEY", "sk-你的密钥"),
            ("MYSQL_ROOT_PASSWORD", "your_password"), ("client_secret", "{{CLIENT_SECRET}}"), ("apiToken", "TODO")]
    a, b = R.sample(vals, 2)
    if st < 4:
        c = f"# copy to .env and fill in\n{a[0]}={a[1]}\n{b[0]}={b[1]}\nPORT={ri(3000, 9000)}"
        return hwrap(c, ".env.example", zh, "dotenv")
    if st < 6:
        c = f"{a[0].lower()}: \"{a[1]}\"\n{b[0].lower()}: \"{b[1]}\"\ntimeout: {ri(5, 60)}"
        return hwrap(c, "config.sample.yaml", zh, "yaml")
    if zh:
        return pk([f"把 {a[0]} 换成你自己的值，比如 `{a[0]}={a[1]}` 这一行只是占位符。",
                   f"文档里写的是 {a[0]}={a[1]}，照着改成真实值就行（第{ri(2, 9)}步）",
                   f"README 第 {ri(2, 9)} 步：在 .env 里设置 {b[0]}={b[1]}，然后运行 make dev"])
    return pk([f"Replace `{a[1]}` with your own key in `{a[0]}` before running.",
               f"The README says to set {a[0]}={a[1]} — that's just a placeholder, put your real value in .env (step {ri(2, 9)}).",
               f"Step {ri(2, 9)}: export {b[0]}={b[1]} and re-run `make dev`."])


@hkind("masked_values", 15)
def _h(zh):
    m = pk([f"sk-proj-****************{rs(4, AN)}", f"ghp_************************{rs(4, AN)}", "********",
            f"AKIA************{rs(4, B32)}", "••••••••••", f"xoxb-****-****-{rs(4, AN)}", "[REDACTED]",
            f"sk_live_…{rs(4, AN)}", "******（已隐藏）" if zh else "****** (hidden)", f"glpat-…{rs(3, AN)}"])
    if zh:
        return pk([f"控制台显示的 key 是 {m}，完整的只在创建时显示一次",
                   f"$ gh secret list\n你看到的值会是 {m}，这是正常的",
                   f"配置页面：API Key {m}  [复制] [重新生成]",
                   f"日志里打印出来是 secret={m}，说明脱敏生效了"])
    return pk([f"The dashboard shows the key as {m}; the full value is only shown once at creation.",
               f"API Key: {m}   [Copy] [Regenerate]",
               f"log line: password={m} — so masking works",
               f"Current token: {m} (last used 3 days ago)"])


@hkind("env_var_references", 15)
def _h(zh):
    c = pk([f"DATABASE_URL=postgres://app:${{DB_PASSWORD}}@{pk(HOSTS)}:5432/app",
            "password: ${POSTGRES_PASSWORD}", "api_key: \"${OPENAI_API_KEY}\"",
            "curl -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/user",
            "docker login -u \"$REGISTRY_USER\" --password-stdin < <(echo \"$REGISTRY_PASS\")",
            "mysql -u root -p\"$MYSQL_ROOT_PASSWORD\" -e 'select 1'",
            "set PGPASSWORD=%PG_PASS%", "$env:AZURE_DEVOPS_EXT_PAT = $env:SYSTEM_ACCESSTOKEN",
            "token = \"${var.tfc_token}\"", "openssl rsa -in key.pem -passin env:KEY_PASS -out key.nopass.pem",
            "helm repo add private https://charts.internal --username $HELM_USER --password $HELM_PASS",
            "keytool -list -keystore app.jks -storepass:env STORE_PASS"])
    if zh:
        return pk([f"用户：这行会不会泄露密码？\n`{c}`\n助手：不会，它只是引用环境变量，值在运行时注入。",
                   f"部署脚本里的写法：\n{c}\n变量在 CI 里配置。"])
    return pk([f"User: does this leak the password?\n`{c}`\nAssistant: No — it only references an environment variable.",
               f"{c}", f"In the deploy script:\n{c}\nThe variable is injected by CI."])


@hkind("vault_secret_references", 14)
def _h(zh):
    c = pk(["env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_ROLE: ${{ vars.DEPLOY_ROLE_ARN }}",
            "valueFrom:\n  secretKeyRef:\n    name: app-db\n    key: password",
            f"db_password: \"{{{{ vault('secret/data/{pk(ORGS)}/db', 'password') }}}}\"",
            "op run --env-file=.env.tpl -- npm start\n# .env.tpl: OPENAI_API_KEY=op://Engineering/OpenAI/credential",
            f"arn:aws:secretsmanager:eu-west-1:{digits(12)}:secret:prod/db-{rs(6, AN)}",
            "password: !vault-ref kv/prod/mysql#root",
            "$(DB_PASSWORD)  # Azure Pipelines secret variable",
            "spring.datasource.password=${sm://projects/prod/secrets/db-password}",
            f"@Microsoft.KeyVault(SecretUri=https://{pk(ORGS).replace('-', '')}-kv.vault.azure.net/secrets/SqlPassword/)",
            "credentialsId: 'nexus-deploy'  // Jenkins credentials binding"])
    f = ("Jenkinsfile" if "Jenkins" in c else "application.properties" if c.startswith("spring") else
         "Makefile" if c.startswith("op run") else "azure-pipelines.yml" if c.startswith("$(") else
         "function-app.settings" if c.startswith("@Microsoft") else "deploy.yml")
    return hwrap(c, f, zh, "")


@hkind("code_reading_secrets", 15)
def _h(zh):
    c = pk(["api_key = os.environ[\"OPENAI_API_KEY\"]",
            "const token = process.env.GITHUB_TOKEN ?? '';",
            "password := os.Getenv(\"DB_PASSWORD\")",
            "String secret = System.getenv(\"JWT_SECRET\");",
            "let key = std::env::var(\"STRIPE_KEY\").expect(\"STRIPE_KEY not set\");",
            "pw = keyring.get_password(\"smtp\", user)",
            "secret = client.secrets.kv.v2.read_secret_version(path='app/db')['data']['data']['password']",
            "resp = sm.get_secret_value(SecretId='prod/payments/api')\nkey = json.loads(resp['SecretString'])['api_key']",
            "var conn = builder.Configuration.GetConnectionString(\"Default\");",
            "$password = getenv('DB_PASSWORD');",
            "token = Rails.application.credentials.dig(:github, :token)"])
    if zh:
        return pk([f"# 从环境变量读取，不要硬编码\n{c}", f"助手：我把硬编码的密钥改成了：\n```\n{c}\n```\n请在部署环境中设置对应变量。"])
    return pk([c, f"Assistant: I replaced the hard-coded key with:\n```\n{c}\n```\nSet the variable in your deployment.",
               f"# read from the environment, never hard-code\n{c}"])


@hkind("password_prose_no_value", 15)
def _h(zh):
    if zh:
        return pk(["密码忘了，怎么重置？", "密码在飞书文档里，找运维要一下", "我把密码放在 1Password 的“生产数据库”条目里了",
                   "新密码我单独用短信发你，这里就不写了", "密码和上次一样，没改", "登录时提示密码错误，是不是大小写锁定了？",
                   "请不要在群里发密码", "管理员密码需要找张伟审批后才能拿到", "wifi 密码贴在前台了",
                   "助手：我不会保存你的密码，请通过环境变量提供。", "密码过期了，系统要求每90天修改一次",
                   "数据库密码已经轮换，旧的失效了，新的在 Vault 里"])
    return pk(["I forgot my password, how do I reset it?", "The password is in 1Password under 'prod db'.",
               "I'll send you the password over Signal, not here.", "password is the same as last time",
               "Login fails with 'invalid password' — is caps lock on?", "Please don't paste passwords into Slack.",
               "Assistant: I won't store your password; please provide it via an environment variable instead.",
               "The wifi password is on the whiteboard in the kitchen.", "We rotated the DB password this morning; the new one is in Vault.",
               "Your password expires in 5 days.", "Ask Dana for the admin password, she has access.",
               "Can you add a 'show password' toggle to the login form?"])


@hkind("password_policy_strings", 14)
def _h(zh):
    if zh:
        return pk([f"密码长度{ri(8, 12)}-{ri(16, 32)}位，须包含大小写字母、数字和特殊字符",
                   "新密码不能与最近5次使用过的密码相同", "错误：密码强度不足（至少需要12位）",
                   f"password_min_length = {ri(10, 16)}\npassword_require_symbol = true  # 密码策略",
                   "提示：密码将在 7 天后过期，请及时修改", "两次输入的密码不一致"])
    return pk([f"Password must be at least {ri(8, 14)} characters and include an uppercase letter, a number and a symbol.",
               "PASSWORD_REGEX = r'^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{12,}$'",
               f"minPasswordLength: {ri(10, 16)}\nmaxPasswordAge: 90d\npasswordHistory: 5",
               "Error: password too weak (zxcvbn score 1/4)", "Passwords do not match.",
               "validators: [MinimumLengthValidator(min_length=12), CommonPasswordValidator()]"])


@hkind("hashes_checksums", 15)
def _h(zh):
    f = pk(["node-v20.11.1-linux-x64.tar.xz", "ubuntu-24.04-live-server-amd64.iso", "app-1.4.2.jar", "model.safetensors", "release.zip"])
    c = pk([f"{rs(64, HEX)}  {f}", f"MD5 ({f}) = {rs(32, HEX)}", f"sha1: {rs(40, HEX)}",
            f"\"integrity\": \"sha512-{rs(86, B64)}==\"",
            f"github.com/pkg/errors v0.9.1 h1:{rs(43, B64)}=",
            f"requests==2.32.3 --hash=sha256:{rs(64, HEX)}",
            f"<script src=\"https://cdn.jsdelivr.net/npm/htmx.org@2.0.3\" integrity=\"sha384-{rs(64, B64)}\" crossorigin=\"anonymous\"></script>"])
    if zh:
        return pk([f"校验一下下载的文件：\n{c}", f"$ sha256sum {f}\n{rs(64, HEX)}  {f}\n哈希和官网一致"])
    return pk([c, f"verify the download:\n{c}", f"$ shasum -a 256 {f}\n{rs(64, HEX)}  {f}"])


@hkind("git_commit_shas", 14)
def _h(zh):
    lines = "\n".join(f"{rs(7, HEX)} {pk(['fix: handle empty config', 'feat: add retry to uploader', 'chore: bump deps', 'docs: update README', 'refactor: split memory store', 'test: cover redaction edge cases'])}" for _ in range(ri(3, 5)))
    s = sha40()
    if zh:
        return pk([f"$ git log --oneline -4\n{lines}\n最近几次提交如上", f"这个 bug 在 {s[:9]} 里修了，合并到 main 的提交是 {s}",
                   f"回滚到 {s}：\ngit revert {s[:7]}"])
    return pk([f"$ git log --oneline\n{lines}", f"Fixed in {s[:9]}; merge commit {s}.",
               f"$ git rev-parse HEAD\n{s}", f"Reverting {s[:7]} because it broke the nightly build."])


@hkind("uuids_request_trace_ids", 15)
def _h(zh):
    c = pk([f"\"request_id\": \"{uid()}\"", f"x-amzn-RequestId: {uid()}",
            f"traceparent: 00-{rs(32, HEX)}-{rs(16, HEX)}-01", f"Stripe request id: req_{rs(14)}",
            f"cf-ray: {rs(16, HEX)}-SJC", f"X-Request-ID: {rs(26, UP + DG)}", f"correlationId={uid()}",
            f"x-ms-request-id: {uid()}"])
    if zh:
        return pk([f"接口报 500，{c}，麻烦帮查下日志", f"错误信息：服务内部错误\n{c}"])
    return pk([f"Got a 500 from the API, {c} — can you check the logs?", f"HTTP/1.1 502 Bad Gateway\n{c}", c])


@hkind("order_ticket_build_numbers", 14)
def _h(zh):
    if zh:
        return pk([f"订单号 {date().replace('-', '')}{rs(10, DG)} 还没发货", f"顺丰单号 SF{rs(13, DG)}，明天到",
                   f"发票号码 {rs(8, DG)}，开票日期 {date()}", f"构建 #{ri(1000, 9999)} 失败，流水线 ID {rs(9, DG)}",
                   f"工单 OPS-{ri(1000, 9999)} 已关闭"])
    return pk([f"Order #{rs(3, DG)}-{rs(7, DG)}-{rs(7, DG)} hasn't shipped yet", f"Invoice INV-{pk([2025, 2026])}-{ri(1, 99999):05d}",
               f"Build #{ri(1000, 9999)} failed on run {rs(10, DG)}", f"UPS tracking 1Z{rs(6, UP + DG)}{rs(10, DG)}",
               f"See JIRA PLAT-{ri(100, 9999)} for context", f"Booking reference {rs(6, UP)}, seat {ri(1, 40)}{pk('ABCDEF')}"])


@hkind("docker_image_digests", 14)
def _h(zh):
    img = pk(["nginx", "postgres", "ghcr.io/acme/api", "redis", "python", "registry.cn-hangzhou.aliyuncs.com/yunfan/web"])
    d = rs(64, HEX)
    c = pk([f"docker pull {img}@sha256:{d}", f"Digest: sha256:{d}\nStatus: Downloaded newer image for {img}:latest",
            f"image: {img}@sha256:{d}", f"latest: digest: sha256:{d} size: {ri(1000, 4000)}",
            f"FROM {img}:{pk(['3.12-slim', '16-alpine', '1.27'])}@sha256:{d}"])
    return (f"镜像固定到 digest：\n{c}" if zh else pk([c, f"pin the image by digest:\n{c}"]))


@hkind("agent_memory_ids", 14)
def _h(zh):
    mid = f"mem_{date().replace('-', '')}_{rs(6, HEX)}"
    c = pk([f"Stored as {mid}.", f"retrieved memories: {mid}, mem_{date().replace('-', '')}_{rs(6, HEX)}",
            f"{{\"id\": \"{mid}\", \"kind\": \"preference\", \"text\": \"user prefers pnpm over npm\"}}",
            f"run_id={rs(8, HEX)}-{rs(4, HEX)} thread=thread_{rs(24)} step=4",
            f"Updated {mid}: project uses Python 3.12 and ruff."])
    if zh:
        return pk([f"已保存记忆 {mid}：用户喜欢简洁的回答", f"召回的记忆：{mid}（用户的项目用 Go 1.22）", f"记忆编号 {mid} 已删除"])
    return c


@hkind("public_keys_certificates", 14)
def _h(zh):
    st = ri(0, 4)
    if st == 0:
        c = f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rs(43, B64)} {pk(USERS)}@{pk(BOXES)}"
    elif st == 1:
        c = f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{rs(ri(360, 380), B64)}= deploy@ci"
    elif st == 2:
        body = "\n".join(rs(64, B64) for _ in range(ri(8, 12)))
        c = f"-----BEGIN CERTIFICATE-----\nMIID{rs(60, B64)}\n{body}\n{rs(20, B64)}==\n-----END CERTIFICATE-----"
    elif st == 3:
        c = f"-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{rs(20, B64)}\n" + "\n".join(rs(64, B64) for _ in range(5)) + f"\n{rs(6, B64)}IDAQAB\n-----END PUBLIC KEY-----"
    else:
        c = f"# recipients\nage1{rs(58, BECH)}\nage1{rs(58, BECH)}"
    if zh:
        return pk([f"这是我的公钥，帮我加到服务器的 authorized_keys：\n{c}", f"证书内容（公开的）：\n{c}"])
    return pk([f"here's my public key for authorized_keys:\n{c}", c, f"public cert, safe to commit:\n{c}"])


@hkind("cli_help_text", 14)
def _h(zh):
    c = pk(["  -p, --password[=name]  Password to use when connecting to server. If password is\n                         not given it's asked from the tty.",
            "Usage:  docker login [OPTIONS] [SERVER]\n  -p, --password string   Password\n      --password-stdin    Take the password from stdin\n  -u, --username string   Username",
            "      --password string     chart repository password\n      --username string     chart repository username",
            "-storepass <arg>   keystore password\n-keypass <arg>     key password",
            "  -passin arg   Input file pass phrase source (pass:, env:, file:, fd:, stdin)",
            "  -P password   Specifies a user-provided password. Passwords are case-sensitive.",
            "  -w passwd     use passwd as the password for simple authentication\n  -W            prompt for simple authentication",
            "Enter PEM pass phrase:", "[sudo] password for deploy:", "Password for 'https://github.com':"])
    if zh:
        return pk([f"帮助信息里是这么写的：\n{c}\n所以最好用 stdin 传密码。", f"`--help` 输出：\n{c}"])
    return pk([c, f"from the --help output:\n{c}"])


@hkind("ordinary_agent_chat", 16)
def _h(zh):
    if zh:
        return pk(["用户：帮我把这个函数拆成两个，逻辑太长了\n助手：好的，我先把解析部分抽出来。",
                   "我已经跑完测试，3 个失败，都在 test_redact.py 里", "助手：已创建分支 feat/memory-ttl 并提交了 2 个改动。",
                   "用户：明天再继续，今天先到这里", "能不能把日志级别改成 INFO？DEBUG 太吵了",
                   f"助手：构建耗时 {ri(2, 9)} 分 {ri(1, 59)} 秒，比上次快了 20%。", "用户：部署到 staging 之后通知我一下",
                   "这个 PR 的 review 意见我都改了，麻烦再看一下", "助手：我读取了 pyproject.toml，项目用的是 Python 3.11。",
                   "用户：把 README 翻译成英文"])
    return pk(["User: can you split this function in two? it's getting long\nAssistant: Sure, I'll extract the parsing step first.",
               "I ran the tests: 3 failures, all in test_redact.py.", "Assistant: Created branch feat/memory-ttl and committed 2 changes.",
               "User: let's continue tomorrow", "Can you bump the log level to INFO? DEBUG is too noisy.",
               f"Assistant: The build took {ri(2, 9)}m{ri(1, 59)}s, about 20% faster than last time.",
               "User: ping me when it's on staging", "Addressed all review comments, PTAL.",
               "Assistant: I read pyproject.toml — the project targets Python 3.11.", "User: translate the README into Chinese"])


@hkind("innocent_keyword_usage", 15)
def _h(zh):
    if zh:
        return pk([f"max_tokens 设成 {ri(1, 8) * 512}，不然回答会被截断", "分词器（tokenizer）把中文按字切分了",
                   "这张表的主键（primary key）是 order_id", "KeyError: 'password'  —— 表单里没有这个字段",
                   "密钥交换用的是 ECDHE，属于前向安全", "秘密圣诞老人活动报名截止到周五", "键盘上的 Esc 键坏了",
                   "重置密码的邮件模板需要改一下文案"])
    return pk([f"set max_tokens to {ri(1, 8) * 512} or the answer gets cut off", "the tokenizer splits CJK text per character",
               "the primary key of this table is order_id", "KeyError: 'password' — the form doesn't send that field",
               "Secret Santa sign-ups close Friday", "the password reset email template needs new copy",
               "Key exchange uses ECDHE for forward secrecy.", "token bucket rate limiter: 100 tokens, refill 10/s",
               "keyboard shortcut: Cmd+K opens the command palette"])


@hkind("documented_examples", 14)
def _h(zh):
    c = pk(["aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "postgresql://USER:PASSWORD@HOST:5432/DBNAME", "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/",
            "mysql://user:password@localhost:3306/mydb", "redis://:<password>@localhost:6379/0",
            "curl -u username:password https://api.example.com/", "docker login -u <user> -p <password> registry.example.com",
            "htpasswd -b .htpasswd user password", "openssl rsa -in key.pem -passin pass:<passphrase>",
            "sqlcmd -S localhost -U sa -P '<YourStrong@Passw0rd>'"])
    if zh:
        return pk([f"官方文档里的示例：\n{c}\n把尖括号里的内容换成你自己的。", f"文档示例（不是真实凭据）：\n{c}"])
    return pk([f"From the official docs:\n{c}", f"Example from the README (placeholder values):\n{c}"])


@hkind("base64_nonsecret_data", 14)
def _h(zh):
    txt = pk(["hello world", "{\"theme\":\"dark\",\"lang\":\"zh-CN\"}", "id,name\n1,alice\n2,bob\n", "apiVersion: v1\nkind: ConfigMap\n"])
    c = pk([f"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{rs(ri(60, 120), B64)}=",
            f"echo {b64(txt)} | base64 -d", f"Content-Transfer-Encoding: base64\n\n{b64(txt)}",
            f"font: url(data:font/woff2;base64,d09GMgABAAAAA{rs(ri(60, 100), B64)}) format('woff2');"])
    return (f"这段 base64 只是{pk(['图片', '配置', '示例数据'])}：\n{c}" if zh else pk([c, f"that base64 is just inline data:\n{c}"]))


@hkind("empty_or_null_config", 14)
def _h(zh):
    c, f = pk([("password: \"\"", "config.yaml"), ("api_key: null", "config.yaml"), ("SECRET_KEY=\nDEBUG=true", ".env"),
               ("TOKEN = None", "settings.py"), ("client_secret = \"\"", "auth.toml"), ("DB_PASSWORD=  # set in CI", ".env.example"),
               ("<password></password>", "settings.xml"), ("define('DB_PASSWORD', '');", "wp-config-sample.php"),
               ("apiToken: ~", "values.yaml"), ("auth: {}", "docker-config.yaml")])
    return hwrap(c, f, zh, "")


@hkind("redacted_logs", 14)
def _h(zh):
    c = pk(["Authorization: Bearer [REDACTED]", "password=<redacted> user=deploy", "token=*** status=200",
            "connecting to postgres://app:****@db:5432/app", f"api_key=sk-...{rs(4, AN)} (masked)",
            "DEBUG headers={'x-api-key': '[FILTERED]'}", "mysql -uroot -p****** -e 'show databases'"])
    if zh:
        return pk([f"日志已脱敏：\n{ts()} {c}", f"{c}\n密码已脱敏，放心贴"])
    return pk([f"{ts()} INFO {c}", f"sanitized log:\n{c}"])


@hkind("secret_metadata_listings", 14)
def _h(zh):
    st = ri(0, 3)
    if st == 0:
        c = ("NAME                  TYPE                             DATA   AGE\n"
             f"app-db                Opaque                           2      {ri(2, 90)}d\n"
             f"regcred               kubernetes.io/dockerconfigjson   1      {ri(2, 90)}d\n"
             f"tls-api               kubernetes.io/tls                2      {ri(2, 90)}d")
        cmd = "kubectl get secrets -n prod"
    elif st == 1:
        c = "\n".join(f"{n}\tUpdated {date()}" for n in R.sample(["NPM_TOKEN", "PYPI_TOKEN", "AWS_ROLE_ARN", "SLACK_WEBHOOK", "DOCKERHUB_TOKEN"], 3))
        cmd = "gh secret list"
    elif st == 2:
        c = "\n".join(f"arn:aws:secretsmanager:us-east-1:{digits(12)}:secret:{n}-{rs(6)}" for n in ["prod/db", "prod/stripe", "staging/db"])
        cmd = "aws secretsmanager list-secrets --query 'SecretList[].ARN' --output text"
    else:
        c = "ID                            TITLE                VAULT\n" + "\n".join(f"{rs(26, LO + DG)}    {t}    Engineering" for t in ["Prod DB", "GitHub deploy key", "Stripe"])
        cmd = "op item list --vault Engineering"
    return (f"$ {cmd}\n{c}\n这些只是名字，没有值" if zh else f"$ {cmd}\n{c}")


@hkind("infra_identifiers", 15)
def _h(zh):
    c = pk([f"instance i-0{rs(16, HEX)} in subnet-0{rs(16, HEX)} (vpc-0{rs(16, HEX)})",
            f"arn:aws:iam::{digits(12)}:role/github-actions-deploy",
            f"pod api-{rs(9, LO + DG)}-{rs(5, LO + DG)} restarted {ri(2, 9)} times",
            f"CloudFront distribution E{rs(13, UP + DG)}", f"subscription {uid()} / resource group rg-{pk(ORGS)}-prod",
            f"GCP project {pk(ORGS)}-prod-{ri(100000, 999999)}", f"sg-0{rs(16, HEX)} allows 443 from 0.0.0.0/0",
            f"ecs task arn:aws:ecs:us-east-1:{digits(12)}:task/prod/{rs(32, HEX)}"])
    return (f"资源信息：{c}" if zh else pk([c, f"FYI {c}"]))


@hkind("random_looking_public_ids", 14)
def _h(zh):
    c = pk([f"https://youtu.be/{rs(11, B64U)}", f"Slack channel C0{rs(9, UP + DG)}", f"Stripe customer cus_{rs(14)}",
            f"Stripe invoice in_{rs(24)}", f"Discord channel id {digits(19)}", f"Telegram chat_id -100{digits(10)}",
            f"Git LFS oid sha256:{rs(64, HEX)}", f"Figma file https://www.figma.com/file/{rs(22)}/Design-System",
            f"Google Doc https://docs.google.com/document/d/{rs(44, B64U)}/edit", f"npm package @{pk(ORGS)}/ui@{ri(1, 9)}.{ri(0, 20)}.{ri(0, 30)}",
            f"wx appid wx{rs(16, HEX)}（公开的小程序 ID）" if zh else f"Sentry issue {pk(ORGS).upper()}-{rs(3, UP + DG)}"])
    return (f"参考链接：{c}" if zh else pk([c, f"see {c}"]))


@hkind("tool_output_no_secret", 14)
def _h(zh):
    c = pk([f"============ {ri(40, 300)} passed, {ri(0, 3)} skipped in {ri(2, 90)}.{ri(10, 99)}s ============",
            f"added {ri(100, 900)} packages, and audited {ri(900, 1500)} packages in {ri(5, 40)}s\n\nfound 0 vulnerabilities",
            "-rw-------  1 dev  staff   412 Dec  5 10:02 .env\n-rw-r--r--  1 dev  staff  1203 Dec  5 10:02 .env.example",
            f"Successfully built {rs(12, HEX)}\nSuccessfully tagged api:latest",
            "Login Succeeded", "Apply complete! Resources: 3 added, 1 changed, 0 destroyed.",
            f"NAME                   READY   STATUS    RESTARTS   AGE\napi-{rs(9, LO + DG)}-{rs(5, LO + DG)}   1/1     Running   0          {ri(1, 50)}m"])
    return (f"[工具调用] 执行命令\n[结果]\n{c}" if zh else pk([c, f"[tool_result]\n{c}"]))


@hkind("version_strings_paths", 14)
def _h(zh):
    c = pk([f"node v{ri(18, 22)}.{ri(0, 15)}.{ri(0, 9)}, npm {ri(9, 10)}.{ri(0, 9)}.{ri(0, 9)}", "~/.ssh/id_ed25519 (path only)",
            "the key file is at /etc/ssl/private/server.key (mode 600)", f"Python 3.{ri(9, 13)}.{ri(0, 9)} (main, {date()})",
            "credentials live in ~/.aws/credentials — don't commit that path's contents", f"release v{ri(1, 4)}.{ri(0, 30)}.{ri(0, 9)}-rc.{ri(1, 5)}",
            "C:\\Users\\dev\\AppData\\Roaming\\gcloud\\application_default_credentials.json"])
    return (f"环境信息：{c}" if zh else c)


@hkind("encrypted_or_hashed_config_refs", 14)
def _h(zh):
    c = pk(["password: {cipher}  # decrypted at runtime by the config server, value is in the vault",
            "sops: encrypted with age recipient; run `sops -d secrets.enc.yaml` to view",
            "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']",
            "hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))",
            "ph = PasswordHasher(time_cost=3, memory_cost=65536)\nph.verify(stored_hash, candidate)",
            "argon2id: m=65536,t=3,p=4  # hashing params only",
            "if not check_password_hash(user.pw_hash, form.password.data): abort(401)"])
    return hwrap(c, pk(["auth.py", "settings.py", "README.md"]), zh, "python")


# ==========================================================================
# build
# ==========================================================================
def build():
    global HBLOB, CUR
    harmless = []
    htexts = set()
    idx = 0
    for name, n, f in HARMLESS_KINDS:
        made = 0
        tries = 0
        while made < n:
            tries += 1
            assert tries < 400, name
            zh = idx % 5 in (1, 3)
            t = f(zh)
            if t in htexts:
                continue
            htexts.add(t)
            harmless.append({"text": t, "kind": name, "lang": "zh" if zh else "en"})
            idx += 1
            made += 1
    HBLOB = "\x00".join(h["text"] for h in harmless)

    secrets = []
    stexts = set()
    sblob = ""
    idx = 0
    for name, n, f in SECRET_KINDS:
        made = 0
        tries = 0
        while made < n:
            tries += 1
            assert tries < 400, name
            zh = idx % 5 in (1, 3)
            CUR = []
            t = f(zh)
            cur = list(CUR)
            ok = t not in stexts and t not in htexts
            ok = ok and all(s in t for s in cur)
            ok = ok and not any(s in sblob for s in cur)
            if ok:
                own = set(cur)
                ok = not any(u in t for u in USED if u not in own)
            if not ok:
                for s in cur:
                    USED.remove(s)
                    USED_SET.discard(s)
                continue
            stexts.add(t)
            sblob += "\x00" + t
            secrets.append({"text": t, "secrets": cur, "kind": name, "lang": "zh" if zh else "en"})
            idx += 1
            made += 1
    return secrets, harmless


def check(secrets, harmless):
    all_listed = [s for x in secrets for s in x["secrets"]]
    assert len(all_listed) == len(set(all_listed)), "duplicate listed secret"
    for x in secrets:
        assert x["secrets"], x
        assert x["lang"] in ("en", "zh")
        for s in x["secrets"]:
            assert len(s) >= 6, s
            assert s in x["text"], s
    for x in secrets:
        own = set(x["secrets"])
        for s in all_listed:
            if s not in own:
                assert s not in x["text"], (s, x["kind"])
    for h in harmless:
        for s in all_listed:
            assert s not in h["text"], (s, h["kind"])
    texts = [x["text"] for x in secrets] + [h["text"] for h in harmless]
    assert len(texts) == len(set(texts)), "duplicate text"
    for x in secrets + harmless:
        if x["lang"] == "zh":
            assert any("\u4e00" <= ch <= "\u9fff" for ch in x["text"]), x["text"][:80]
    kinds_s = {x["kind"] for x in secrets}
    kinds_h = {x["kind"] for x in harmless}
    assert len(secrets) >= 450 and len(kinds_s) >= 80, (len(secrets), len(kinds_s))
    assert len(harmless) >= 330 and len(kinds_h) >= 20, (len(harmless), len(kinds_h))


def main():
    secrets, harmless = build()
    check(secrets, harmless)
    out = json.dumps({"secrets": secrets, "harmless": harmless}, ensure_ascii=False, indent=1) + "\n"
    path = os.path.join(HERE, "f.json")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(out)
    digest = hashlib.sha256(out.encode("utf-8")).hexdigest()
    with open(os.path.join(HERE, "f.sha256"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(f"{digest}  f.json\n")
    zs = sum(x["lang"] == "zh" for x in secrets)
    zh_ = sum(x["lang"] == "zh" for x in harmless)
    print(f"secrets: {len(secrets)} samples, {len({x['kind'] for x in secrets})} kinds, "
          f"{sum(len(x['secrets']) for x in secrets)} listed, zh {zs}")
    print(f"harmless: {len(harmless)} samples, {len({x['kind'] for x in harmless})} kinds, zh {zh_}")
    print(f"sha256 {digest}")


if __name__ == "__main__":
    main()
