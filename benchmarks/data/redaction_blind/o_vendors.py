"""Corpus O vendor kinds: value builders, own templates per vendor, and a large placement pool (drawn per sample)."""
from o_core import R, rs, ch, uuid, b64pad, b64json, jwt, value, ALNUM, HEXL, B64, B64U, B58, BECH, LOW, UP, DIG

def f(spec):
    return lambda: value(spec)

def mapbox():
    return "sk." + b64json({"u": ch(["pkoval", "geo-team", "ridehail", "fleetops"]), "a": rs("abcdefghijklmnopqrstuvwxyz0123456789", 25)}) + "." + rs(B64U, 22)

def minimax():
    return jwt({"GroupName": ch(["研发一组", "AIGC"]) and "grp" + rs(DIG, 6), "UserName": "u" + rs(DIG, 8), "Account": "",
                "SubjectID": rs(DIG, 19), "Phone": "", "GroupID": rs(DIG, 19), "PageName": "", "Mail": "",
                "CreateTime": "2026-0%d-1%d 1%d:2%d:0%d" % tuple(R.randrange(1, 9) for _ in range(5)),
                "TokenType": 1, "iss": "minimax"}, sig=342, alg="RS256")

def alipay_pk():
    return "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 1538) + "="

def solana():
    return "[" + ",".join(str(R.randrange(256)) for _ in range(64)) + "]"

def xprv():
    return "xprv9s21ZrQH143K" + rs(B58, 95)

def wif():
    return ch("KL") + rs(B58, 51)

def nsec():
    return "nsec1" + rs(BECH, 58)

def wg():
    return rs(B64, 42) + ch("AEIMQUYcgkosw048") + "="

def hvb():
    return "hvb.AAAAAQ" + rs(B64U, 128)

def confluent_secret():
    return rs(B64, 64)

def aliyun_sts():
    return "CAIS" + rs(B64, 560) + "GAE="

def elastic_b64():
    import base64
    return base64.b64encode((rs(ALNUM, 20) + ":" + rs(B64U, 22)).encode()).decode()

def matrix():
    import base64
    u = base64.b64encode(ch(["pkoval", "ops-bot", "alerts", "ines"]).encode()).decode().rstrip("=")
    return "syt_" + u + "_" + rs(ALNUM, 20) + "_" + rs(ALNUM, 6)

def convex():
    return ch(["prod", "dev"]) + ":" + ch(["happy-otter", "brave-falcon", "quiet-meadow", "giddy-lemur"]) + "-" + rs(DIG, 3) + "|" + "eyJ2MiI6I" + rs(B64, 80)

def k3s():
    return "K10" + rs(HEXL, 64) + "::server:" + rs(HEXL, 32)

def entra():
    return rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "._-~", 34)

def appspecific():
    return "-".join(rs(LOW, 4) for _ in range(4))

def gapp():
    return " ".join(rs(LOW, 4) for _ in range(4))

def bitlocker():
    return "-".join(f"{R.randrange(0, 720896) // 11 * 11:06d}" for _ in range(8))

# (kind, label, label_zh, env, vals, pub, own templates)
V = [
("linear_api_keys", "Linear", "Linear", "LINEAR_API_KEY", ["~lin_api_+a40"], [], [
 "en|@chat can someone paste the Linear key for the triage bot? nvm found it: «V»",
 "zh|我们用 Linear 管需求，webhook 脚本里 `headers = {\"Authorization\": \"«V»\"}` 先这样跑着",
]),
("notion_integration_tokens", "Notion integration", "Notion 集成", "NOTION_TOKEN", ["~ntn_+d11+a35"], [], [
 "en|// notion-sync.ts\nconst notion = new Client({ auth: \"«V»\" }); // TODO move to env",
 "zh|@chat Notion 集成 secret：«V»  记得在页面右上角 Connections 里把集成加进去",
]),
("airtable_pats", "Airtable PAT", "Airtable 个人令牌", "AIRTABLE_PAT", ["~pat+a14+~.+h64"], [], [
 "en|$ curl https://api.airtable.com/v0/appQ7x9KfLmN2pR8s/Leads -H \"Authorization: Bearer «V»\"",
 "zh|Airtable 的 token 我重新生成了（scopes: data.records:read），«V»，旧的作废",
]),
("asana_pats", "Asana PAT", "Asana 令牌", "ASANA_ACCESS_TOKEN", ["~2/+d16+~/+d16+~:+h32"], [], [
 "en|asana:\n  workspace: \"1203344556677889\"\n  personal_access_token: «V»",
 "zh|@chat Asana PAT 贴这：«V» 只给了 Growth 项目",
]),
("doppler_tokens", "Doppler service token", "Doppler 服务令牌", "DOPPLER_TOKEN", ["~dp.st.prd.+a40"], [], [
 "en|# fly secrets set DOPPLER_TOKEN=«V» -a «F:proj»\n# then `doppler run -- node server.js` in the Dockerfile CMD",
 "zh|Doppler 的 service token（prd 配置）：«V»，只读",
]),
("grafana_sa_tokens", "Grafana service account token", "Grafana 服务账号令牌", "GRAFANA_SA_TOKEN", ["~glsa_+a32+~_+h8"], [], [
 "en|provider \"grafana\" {\n  url  = \"https://grafana.«F:proj».io\"\n  auth = \"«V»\"\n}",
 "zh|@chat Grafana 服务账号 token：«V»（Editor 角色），dashboard 导入脚本用",
]),
("newrelic_user_keys", "New Relic user key", "New Relic 用户密钥", "NEW_RELIC_API_KEY", ["~NRAK-+u27"], [], [
 "en|$ newrelic profile add --profile prod --region us --apiKey «V» --accountId 3904117",
 "zh|New Relic 的 User key 是 «V»，NerdGraph 查询要放在 API-Key 头里",
]),
("honeycomb_keys", "Honeycomb API key", "Honeycomb 密钥", "HONEYCOMB_API_KEY", ["~hcaik_01+l56"], [], [
 "en|OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=«V»,x-honeycomb-dataset=«F:proj»",
 "zh|otel collector 配置：\nexporters:\n  otlp/honeycomb:\n    headers:\n      \"x-honeycomb-team\": «V»",
]),
("buildkite_tokens", "Buildkite API token", "Buildkite 令牌", "BUILDKITE_API_TOKEN", ["~bkua_+h40"], [], [
 "en|export BUILDKITE_API_TOKEN=«V»\nbk build list --pipeline «F:proj» --state failed",
 "zh|@chat buildkite 令牌 «V» 有 write_builds 权限，小心用",
]),
("circleci_pats", "CircleCI personal token", "CircleCI 个人令牌", "CIRCLECI_TOKEN", ["~CCIPAT_+a22+~_+h40"], [], [
 "en|circleci setup --no-prompt --host https://circleci.com --token «V»",
 "zh|CircleCI 的个人 API token：«V»，用来触发 pipeline 的",
]),
("gitlab_runner_deploy_tokens", "GitLab runner token", "GitLab Runner 令牌", "RUNNER_TOKEN", ["~glrt-+B20", "~gldt-+B20"], [], [
 "en|sudo gitlab-runner register --non-interactive --url https://gitlab.«F:proj».dev --token «V» --executor docker",
 "zh|Runner 注册令牌 «V»；镜像拉取用的 deploy token 是 «V1»（用户名 gitlab+deploy-token-12）",
 "en|[[runners]]\n  name = \"ci-runner-3\"\n  url = \"https://gitlab.example.dev\"\n  token = \"«V»\"\n  executor = \"docker\"",
]),
("bitbucket_app_passwords", "Bitbucket app password", "Bitbucket 应用密码", "BITBUCKET_APP_PASSWORD", ["~ATBB+a24+H8"], [], [
 "en|git clone https://«F:nick»:«V»@bitbucket.org/«F:proj»/infra.git",
 "zh|@chat Bitbucket app password：«V»（仓库读写），用户名是我的 bitbucket 用户名",
]),
("jfrog_keys", "JFrog API key", "JFrog 密钥", "ARTIFACTORY_API_KEY", ["~AKCp+a69"], [], [
 "en|jf c add prod --url=https://acme.jfrog.io --user=ci-bot --access-token=«V» --interactive=false",
 "zh|制品库 Artifactory 的 API key：«V»，Maven settings.xml 里填 password 位置",
]),
("sourcegraph_tokens", "Sourcegraph access token", "Sourcegraph 令牌", "SRC_ACCESS_TOKEN", ["~sgp_+h16+~_+h40"], [], [
 "en|SRC_ENDPOINT=https://sourcegraph.acme.dev SRC_ACCESS_TOKEN=«V» src search 'repo:billing lang:go TODO'",
 "zh|@chat Sourcegraph token «V»，cody 插件里粘贴进去就能用",
]),
("prefect_keys", "Prefect API key", "Prefect 密钥", "PREFECT_API_KEY", ["~pnu_+a36"], [], [
 "en|prefect cloud login -k «V» --workspace acme/«F:proj»",
 "zh|Prefect Cloud 的 API key 是 «V»，worker 机器上 `prefect cloud login -k` 一下",
]),
("databricks_pats", "Databricks token", "Databricks 令牌", "DATABRICKS_TOKEN", ["~dapi+h32"], [], [
 "en|[DEFAULT]\nhost  = https://adb-5523198870012345.7.azuredatabricks.net\ntoken = «V»",
 "zh|@chat Databricks PAT：«V»，90 天过期，jdbc 连接串里 PWD= 填它",
]),
("confluent_cloud_keys", "Confluent Cloud API secret", "Confluent Cloud 密钥", "CONFLUENT_API_SECRET", [confluent_secret, "u16"], [], [
 "en|sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"«V1»\" password=\"«V»\";",
 "zh|Confluent 集群 API Key：«V1»\nSecret：«V»\n（只显示一次，已存到 1Password）",
]),
("launchdarkly_keys", "LaunchDarkly SDK key", "LaunchDarkly SDK 密钥", "LD_SDK_KEY", ["~sdk-+uuid", "~api-+uuid"], [], [
 "en|const ld = LaunchDarkly.init('«V»');  // server-side SDK key, prod env",
 "zh|LaunchDarkly 服务端 SDK key «V»，REST API 的 access token 是 «V1»",
]),
("contentful_cma_tokens", "Contentful management token", "Contentful 管理令牌", "CONTENTFUL_MANAGEMENT_TOKEN", ["~CFPAT-+B43"], [], [
 "en|contentful login --management-token «V»\ncontentful space export --space-id 9xkq2lmn8p",
 "zh|@chat Contentful CMA token：«V» 迁移脚本要用，别提交",
]),
("figma_tokens", "Figma personal access token", "Figma 访问令牌", "FIGMA_TOKEN", ["~figd_+B40"], [], [
 "en|curl -H 'X-Figma-Token: «V»' https://api.figma.com/v1/files/Qx81mKd0bLw2ZrT7",
 "zh|Figma 的个人令牌：«V»，导出设计 token 的脚本用",
]),
("mapbox_secret_tokens", "Mapbox secret token", "Mapbox 私密令牌", "MAPBOX_DOWNLOADS_TOKEN", [mapbox], [], [
 "en|# ~/.netrc for the iOS SDK download\nmachine api.mapbox.com\n  login mapbox\n  password «V»",
 "zh|gradle.properties 里：MAPBOX_DOWNLOADS_TOKEN=«V»（sk 开头的是私密令牌）",
]),
("dropbox_tokens", "Dropbox access token", "Dropbox 访问令牌", "DROPBOX_TOKEN", ["~sl.B+B134"], [], [
 "en|rclone.conf:\n[dropbox]\ntype = dropbox\ntoken = {\"access_token\":\"«V»\",\"token_type\":\"bearer\",\"expiry\":\"2026-03-02T11:04:55Z\"}",
 "zh|@agent 用这个 Dropbox token 把 /exports 目录同步下来：«V»",
]),
("shipping_api_keys", "Shippo live token", "Shippo 正式密钥", "SHIPPO_TOKEN", ["~shippo_live_+h40", "~EZAK+h54"], [], [
 "en|Authorization: ShippoToken «V»\nContent-Type: application/json",
 "zh|发货接口：Shippo 用 «V»，EasyPost 备用 key «V1»",
]),
("brevo_keys", "Brevo API key", "Brevo 密钥", "BREVO_API_KEY", ["~xkeysib-+h64+~-+a16"], [], [
 "en|MAIL_DRIVER=brevo\nBREVO_KEY=«V»",
 "zh|@chat 邮件服务换 Brevo 了，key：«V»",
]),
("mailchimp_keys", "Mailchimp API key", "Mailchimp 密钥", "MAILCHIMP_API_KEY", ["h32+~-us+d2"], [], [
 "en|mailchimp.setConfig({ apiKey: \"«V»\", server: \"us14\" });",
 "zh|Mailchimp 的 key «V»（后缀是数据中心）",
]),
("square_tokens", "Square access token", "Square 访问令牌", "SQUARE_ACCESS_TOKEN", ["~EAAA+B60", "~sq0csp-+B43"], [], [
 "en|SQUARE_ENVIRONMENT=production\nSQUARE_ACCESS_TOKEN=«V»\nSQUARE_APP_SECRET=«V1»",
 "zh|@chat Square 生产环境 access token：«V»",
]),
("braintree_tokens", "Braintree access token", "Braintree 令牌", "BRAINTREE_ACCESS_TOKEN", ["~access_token$production$+l16+~$+h32"], [], [
 "en|gateway = braintree.BraintreeGateway(access_token=\"«V»\")",
 "zh|Braintree（PayPal 那边给的）access token：«V»",
]),
("razorpay_keys", "Razorpay key secret", "Razorpay 密钥", "RAZORPAY_KEY_SECRET", ["a24", "~rzp_live_+a14"], [], [
 "en|RAZORPAY_KEY_ID=«V1»\nRAZORPAY_KEY_SECRET=«V»",
 "zh|印度站支付 Razorpay：key_id «V1» / key_secret «V»",
]),
("paystack_flutterwave_keys", "Paystack secret key", "Paystack 密钥", "PAYSTACK_SECRET_KEY", ["~sk_live_+h40", "~FLWSECK-+h32+~-X"], [], [
 "en|paystack:\n  secret_key: «V»\nflutterwave:\n  secret_key: «V1»",
 "zh|@chat 非洲那边的支付：Paystack «V»",
]),
("openrouter_keys", "OpenRouter key", "OpenRouter 密钥", "OPENROUTER_API_KEY", ["~sk-or-v1-+h64"], [], [
 "en|aider --model openrouter/anthropic/claude-sonnet-4 --api-key openrouter=«V»",
 "zh|OpenRouter 的 key：«V}，额度充了 20 刀".replace("«V}", "«V»"),
]),
("voyage_jina_keys", "Voyage AI key", "Voyage 向量密钥", "VOYAGE_API_KEY", ["~pa-+B43", "~jina_+a60"], [], [
 "en|embeddings:\n  provider: voyage\n  api_key: «V»\nreranker:\n  provider: jina\n  api_key: «V1»",
 "zh|@chat 向量化先用 Voyage（«V»），Jina 的试用 key 过期了",
]),
("tavily_firecrawl_keys", "Tavily key", "Tavily 搜索密钥", "TAVILY_API_KEY", ["~tvly-+a32", "~fc-+h32"], [], [
 "en|{\"mcpServers\": {\"tavily\": {\"command\": \"npx\", \"args\": [\"-y\", \"tavily-mcp\"], \"env\": {\"TAVILY_API_KEY\": \"«V»\"}}}}",
 "zh|搜索用 Tavily «V»，抓网页用 Firecrawl «V1»",
]),
("elevenlabs_keys", "ElevenLabs key", "ElevenLabs 语音密钥", "ELEVENLABS_API_KEY", ["~sk_+h48"], [], [
 "en|curl -X POST https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM -H \"xi-api-key: «V»\" -d @line.json",
 "zh|配音用 ElevenLabs，xi-api-key：«V»",
]),
("pinecone_keys", "Pinecone API key", "Pinecone 密钥", "PINECONE_API_KEY", ["~pcsk_+a5+~_+a63"], [], [
 "en|pc = Pinecone(api_key=\"«V»\")\nindex = pc.Index(\"support-docs\")",
 "zh|@chat Pinecone 新 key：«V}（旧的 uuid 格式那个停用了）".replace("«V}", "«V»"),
]),
("langsmith_keys", "LangSmith key", "LangSmith 密钥", "LANGSMITH_API_KEY", ["~lsv2_pt_+h32+~_+h10"], [], [
 "en|LANGSMITH_TRACING=true\nLANGSMITH_API_KEY=«V»\nLANGSMITH_PROJECT=«F:proj»",
 "zh|LangSmith 个人 key：«V»，trace 都打到 «F:proj» 项目",
]),
("cerebras_nvidia_keys", "Cerebras key", "Cerebras 密钥", "CEREBRAS_API_KEY", ["~csk-+l48", "~nvapi-+B64"], [], [
 "en|client = OpenAI(base_url=\"https://integrate.api.nvidia.com/v1\", api_key=\"«V1»\")\n# fallback: cerebras «V»",
 "zh|@chat 推理加速：Cerebras key «V»",
]),
("siliconflow_keys", "SiliconFlow key", "硅基流动密钥", "SILICONFLOW_API_KEY", ["~sk-+w48"], [], [
 "zh|Dify 里模型供应商选「硅基流动」，API Key 填 «V»",
 "en|OPENAI_BASE_URL=https://api.siliconflow.cn/v1\nOPENAI_API_KEY=«V»",
]),
("minimax_keys", "MiniMax API key", "MiniMax 密钥", "MINIMAX_API_KEY", [minimax], [], [
 "zh|MiniMax 的接口密钥很长，整段复制：\nMINIMAX_API_KEY=«V»\nMINIMAX_GROUP_ID=1888230012345678901",
 "en|headers = {\"Authorization\": f\"Bearer «V»\"}",
]),
("iflytek_keys", "iFlytek APISecret", "讯飞开放平台 APISecret", "SPARK_API_SECRET", ["a32", "h32"], [], [
 "zh|讯飞星火：APPID 5f3c9a1e\nAPISecret «V»\nAPIKey «V1»",
 "en|spark = SparkLLM(app_id=\"5f3c9a1e\", api_key=\"«V1»\", api_secret=\"«V»\")",
]),
("volcengine_aksk", "Volcengine secret key", "火山引擎 SecretAccessKey", "VOLC_SECRETKEY", [lambda: rs(B64, 58) + "==", "~AKLT+B40"], [], [
 "zh|火山引擎子账号 AK：«V1»\nSK：«V»\n只开了 TOS 权限",
 "en|export VOLC_ACCESSKEY=«V1»\nexport VOLC_SECRETKEY=«V»\nve tos ls",
]),
("volc_ark_keys", "Volcengine Ark API key", "火山方舟 API Key", "ARK_API_KEY", ["uuid"], [], [
 "zh|方舟推理接入点 ep-20260312-xk2p9，API Key：«V»",
 "en|client = Ark(api_key=\"«V»\")  # endpoint ep-20260312-xk2p9",
]),
("jdcloud_ucloud_keys", "JD Cloud secret key", "京东云 SecretKey", "JDC_SECRET_KEY", ["H32", "~JDC_+H28"], [], [
 "zh|京东云 AccessKey ID «V1»，AccessKey Secret «V»，给对象存储用",
 "en|jdc configure add --profile prod --access-key «V1» --secret-key «V» --region-id cn-north-1",
]),
("dingtalk_robot_secrets", "DingTalk robot", "钉钉机器人", "DINGTALK_SECRET", ["~SEC+h64", "h64"], [], [
 "zh|告警钉钉群机器人：\nwebhook = https://oapi.dingtalk.com/robot/send?access_token=«V1»\n加签 secret = «V»",
 "en|DINGTALK_WEBHOOK=https://oapi.dingtalk.com/robot/send?access_token=«V1»\nDINGTALK_SECRET=«V»",
]),
("feishu_app_secrets", "Feishu app secret", "飞书应用 App Secret", "FEISHU_APP_SECRET", ["a32", "a22"], [], [
 "zh|飞书自建应用 App ID cli_a7c2e91f3b8d900c，App Secret «V»\n群机器人签名校验密钥：«V1»",
 "en|lark:\n  app_id: cli_a7c2e91f3b8d900c\n  app_secret: «V»",
]),
("wecom_corp_secrets", "WeCom corpsecret", "企业微信 Secret", "WECOM_SECRET", ["B43", "a43"], [], [
 "zh|企业微信应用：corpid ww8d1c0e92a1b3f7c4，Secret «V»，回调 EncodingAESKey «V1»",
 "en|GET https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=ww8d1c0e92a1b3f7c4&corpsecret=«V»",
]),
("wechat_mp_pay_keys", "WeChat Official Account AppSecret", "公众号 AppSecret", "WX_APPSECRET", ["h32", "a32"], [], [
 "zh|公众号开发者 ID：wx4f7a9c2e1d0b8a63\nAppSecret：«V»\n微信支付 APIv3 密钥：«V1»",
 "en|wechat:\n  appid: wx4f7a9c2e1d0b8a63\n  secret: «V»\npay:\n  api_v3_key: «V1»",
]),
("alipay_app_private_keys", "Alipay app private key", "支付宝应用私钥", "ALIPAY_PRIVATE_KEY", [alipay_pk], [], [
 "zh|支付宝开放平台 应用私钥（PKCS8，一行）：\nalipay.app-private-key=«V»",
 "en|AlipayConfig cfg = new AlipayConfig();\ncfg.setAppId(\"2021004123456789\");\ncfg.setPrivateKey(\"«V»\");",
]),
("vault_unseal_and_batch", "Vault unseal key", "Vault 解封密钥", "VAULT_UNSEAL_KEY", [lambda: b64pad(32), hvb], [], [
 "en|Unseal Key 1: «V»\n\nInitial Root Token: «V1»\n\nVault initialized with 1 key shares and a key threshold of 1.",
 "zh|@chat vault 重启后要解封：vault operator unseal «V»",
]),
("consul_acl_tokens", "Consul ACL token", "Consul ACL 令牌", "CONSUL_HTTP_TOKEN", ["uuid"], ["uuid"], [
 "en|AccessorID:       «W»\nSecretID:         «V»\nDescription:      Bootstrap Token (Global Management)",
 "zh|consul 的 bootstrap token：SecretID «V»（AccessorID «W» 不是密钥）",
]),
("k8s_bootstrap_tokens", "kubeadm join token", "kubeadm 加入令牌", "KUBEADM_TOKEN", ["l6+~.+l16"], [lambda: "sha256:" + rs(HEXL, 64)], [
 "en|kubeadm join 10.0.0.10:6443 --token «V» \\\n    --discovery-token-ca-cert-hash «W»",
 "zh|加节点的命令（24 小时有效）：\nkubeadm join 172.16.0.5:6443 --token «V» --discovery-token-ca-cert-hash «W»",
]),
("k3s_rancher_tokens", "k3s node token", "k3s 节点令牌", "K3S_TOKEN", [k3s, "~token-+l5+~:+l54"], [], [
 "en|curl -sfL https://get.k3s.io | K3S_URL=https://10.0.0.2:6443 K3S_TOKEN=«V» sh -",
 "zh|k3s 的 node-token 在 /var/lib/rancher/k3s/server/node-token：«V»\nrancher API key：«V1»",
]),
("wireguard_private_keys", "WireGuard private key", "WireGuard 私钥", "WG_PRIVATE_KEY", [wg], [lambda: rs(B64, 43) + "="], [
 "en|[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = «V»\n\n[Peer]\nPublicKey = «W»\nEndpoint = vpn.example.net:51820",
 "zh|wg0.conf 给你：\n[Interface]\nPrivateKey = «V»\nDNS = 1.1.1.1\n[Peer]\nPublicKey = «W»",
]),
("nostr_nsec_keys", "Nostr nsec", "Nostr 私钥", "NOSTR_NSEC", [nsec], [lambda: "npub1" + rs(BECH, 58)], [
 "en|bot identity: npub «W»\nsecret: «V»  (don't paste this into any web client)",
 "zh|@chat 我的 nostr 私钥 «V}，帮我导入到 Amethyst 里".replace("«V}", "«V»"),
]),
("bitcoin_private_keys", "Bitcoin WIF key", "比特币私钥（WIF）", "BTC_WIF", [wif, xprv], [], [
 "en|electrum restore «V1»  # watch-only wasn't enough, need to sign",
 "zh|冷钱包导出的 WIF 私钥：«V»，导入后立刻转走",
]),
("solana_keypairs", "Solana keypair", "Solana 密钥对", "SOLANA_KEYPAIR", [solana], [], [
 "en|$ cat ~/.config/solana/id.json\n«V»",
 "zh|部署钱包 keypair（id.json 内容）：«V»",
]),
("minisign_secret_keys", "minisign secret key", "minisign 私钥", "MINISIGN_SECRET_KEY", [lambda: "RWRTY0Iy" + rs(B64, 204)], [lambda: "RWQ" + rs(B64, 53)], [
 "en|$ cat ~/.minisign/minisign.key\nuntrusted comment: minisign encrypted secret key\n«V»",
 "zh|release 签名用的 minisign 私钥（公钥 «W» 可以公开）：\nuntrusted comment: minisign encrypted secret key\n«V»",
]),
("apple_app_specific_passwords", "app-specific password", "App 专用密码", "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD", [appspecific], [], [
 "en|xcrun altool --upload-app -f build/App.ipa -u releases@example.com -p «V»",
 "zh|Apple ID 的 App 专用密码：«V}，notarytool 提交公证用".replace("«V}", "«V»"),
]),
("google_app_passwords", "Google app password", "Google 应用专用密码", "GMAIL_APP_PASSWORD", [gapp], [], [
 "en|SMTP for the alerts: smtp.gmail.com:587, user alerts@«F:proj».io, app password «V»",
 "zh|Gmail 开了两步验证，脚本要用应用专用密码：«V»（16 位，空格可以不要）",
]),
("bitlocker_recovery_keys", "BitLocker recovery key", "BitLocker 恢复密钥", "BITLOCKER_KEY", [bitlocker], [lambda: uuid().upper()], [
 "en|Recovery key ID: «W»\nRecovery key: «V»",
 "zh|@chat 笔记本蓝屏要 BitLocker 恢复密钥，IT 给的：«V»",
]),
("account_recovery_codes", "recovery codes", "恢复码", "RECOVERY_CODES", ["h5+~-+h5", "h5+~-+h5", "h5+~-+h5"], [], [
 "en|github-recovery-codes.txt\n«V»\n«V1»\n«V2»",
 "zh|两步验证的备用恢复码（每个只能用一次）：«V» «V1» «V2»",
]),
("runway_stability_keys", "Runway API secret", "Runway 密钥", "RUNWAYML_API_SECRET", ["~key_+h128"], [], [
 "en|RUNWAYML_API_SECRET=«V»",
 "zh|视频生成用 Runway，key 是 «V»",
]),
("azure_openai_keys", "Azure OpenAI key", "Azure OpenAI 密钥", "AZURE_OPENAI_API_KEY", ["h32"], [], [
 "en|curl \"https://acme-eastus2.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21\" -H \"api-key: «V»\"",
 "zh|Azure OpenAI 资源 acme-eastus2，密钥 1：«V»",
]),
("automation_webhooks", "Zapier catch hook", "Zapier 钩子", "ZAPIER_HOOK", ["d7+~/+l7", "l32"], [], [
 "en|POST https://hooks.zapier.com/hooks/catch/«V»/ {\"lead\": \"…\"}",
 "zh|Make 场景的 webhook：https://hook.eu2.make.com/«V1»，别公开，谁都能触发",
]),
("netlify_render_tokens", "Netlify token", "Netlify 令牌", "NETLIFY_AUTH_TOKEN", ["~nfp_+a36", "~rnd_+a32"], [], [
 "en|netlify deploy --prod --auth «V» --site 4f1c2b7e-aa90-4c5e-8d11-2b3c4d5e6f70",
 "zh|@chat 前端部署 Netlify token «V»，后端 Render 的 «V1»",
]),
("heroku_postman_keys", "Heroku API key", "Heroku 密钥", "HEROKU_API_KEY", ["~HRKU-AA+B58", "~PMAK-+h24+~-+h34"], [], [
 "en|HEROKU_API_KEY=«V» heroku ps -a «F:proj»",
 "zh|Postman API key «V1}，集合自动同步用；Heroku 的 «V»".replace("«V1}", "«V1»"),
]),
("agora_trtc_secrets", "Agora App Certificate", "声网 App 证书", "AGORA_APP_CERTIFICATE", ["h32", "h64"], [], [
 "zh|声网项目 App ID 3f8e2c1d9a7b4e6f8c0d1e2f3a4b5c6d，App 证书 «V»；腾讯云 TRTC 的 SDKSecretKey «V1»",
 "en|RtcTokenBuilder.buildTokenWithUid(appId, \"«V»\", channel, uid, role, expire)",
]),
("cn_push_sms_keys", "JPush master secret", "极光推送 Master Secret", "JPUSH_MASTER_SECRET", ["h24", "h32"], [], [
 "zh|极光推送 AppKey 6c2e9f1a7b3d8e0c4f5a1b2c，Master Secret «V»\n云片短信 apikey «V1»",
 "en|jpush:\n  app_key: 6c2e9f1a7b3d8e0c4f5a1b2c\n  master_secret: «V»",
]),
("cloud_drive_refresh_tokens", "Aliyun Drive refresh token", "阿里云盘 refresh_token", "ALIYUNDRIVE_REFRESH_TOKEN", ["h32"], [], [
 "zh|alist 挂载阿里云盘，refresh_token 填 «V»，过期了再去抓",
 "en|webdav-aliyundrive --refresh-token «V» --port 8080",
]),
("cloudflare_r2_keys", "Cloudflare R2 secret", "Cloudflare R2 密钥", "R2_SECRET_ACCESS_KEY", ["h64", "h32"], [], [
 "en|[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = «V1»\nsecret_access_key = «V»\nendpoint = https://7d3e1a9b2c4f.r2.cloudflarestorage.com",
 "zh|R2 的 Access Key ID «V1»，Secret «V»，图床 picgo 里填",
]),
("ibm_cloud_keys", "IBM Cloud API key", "IBM Cloud 密钥", "IBMCLOUD_API_KEY", ["B44"], [], [
 "en|ibmcloud login --apikey «V» -r us-south",
 "zh|@chat IBM Cloud 的 apikey «V» 给 watsonx 用",
]),
("aliyun_sts_tokens", "STS security token", "阿里云 STS 临时凭证", "ALIBABA_CLOUD_SECURITY_TOKEN", [aliyun_sts, "a44", "~STS.+a28"], [], [
 "zh|AssumeRole 返回的临时凭证（1 小时）：\nAccessKeyId: «V2»\nAccessKeySecret: «V1»\nSecurityToken: «V»",
 "en|export ALIBABA_CLOUD_ACCESS_KEY_ID=«V2»\nexport ALIBABA_CLOUD_ACCESS_KEY_SECRET=«V1»\nexport ALIBABA_CLOUD_SECURITY_TOKEN=«V»",
]),
("entra_client_secrets", "Entra ID client secret", "Azure AD 客户端密码", "AZURE_CLIENT_SECRET", [entra], [lambda: uuid()], [
 "en|az login --service-principal -u «W» -p «V» --tenant 72f988bf-86f1-41af-91ab-2d7cd011db47",
 "zh|应用注册里新建的客户端密码（值，不是机密 ID）：«V}".replace("«V}", "«V»"),
]),
("elastic_cloud_keys", "Elastic API key", "Elastic API Key", "ES_API_KEY", [elastic_b64], [], [
 "en|curl -H \"Authorization: ApiKey «V»\" https://acme.es.us-central1.gcp.cloud.es.io/_cat/indices",
 "zh|filebeat 输出 ES 用 api_key，encoded 值：«V»",
]),
("matrix_access_tokens", "Matrix access token", "Matrix 访问令牌", "MATRIX_TOKEN", [matrix], [], [
 "en|homeserver: https://matrix.example.org\nuser_id: \"@alerts:example.org\"\naccess_token: «V»",
 "zh|@chat 告警机器人的 Matrix token：«V»",
]),
("convex_upstash_keys", "Convex deploy key", "Convex 部署密钥", "CONVEX_DEPLOY_KEY", [convex, lambda: "AX" + rs(B64, 98)], [], [
 "en|CONVEX_DEPLOY_KEY='«V»' npx convex deploy",
 "zh|Upstash Redis REST token：«V1»；Convex 部署 key «V»",
]),
("inngest_trigger_keys", "Inngest signing key", "Inngest 签名密钥", "INNGEST_SIGNING_KEY", ["~signkey-prod-+h64", "~tr_prod_+a20"], [], [
 "en|INNGEST_EVENT_KEY=«F:hex40»\nINNGEST_SIGNING_KEY=«V»",
 "zh|后台任务：Inngest 签名 key «V}；Trigger.dev 的 «V1»".replace("«V}", "«V»"),
]),
("ably_keys", "Ably API key", "Ably 密钥", "ABLY_API_KEY", [lambda: rs(ALNUM, 6) + "." + rs(ALNUM, 6) + ":" + rs(B64U, 43)], [], [
 "en|const ably = new Ably.Realtime({ key: '«V»' });",
 "zh|实时推送 Ably 的 root key：«V»，前端别直接用，走 token auth",
]),
]

# Placement pool: «L» vendor label, «E» env name, «V» the value. Each vendor kind draws its remaining samples from here.
POOL = [
 "en|$ export «E»=«V»\n$ history | tail -3",
 "en|@chat here's the «L en»: «V»  — rotate after the demo pls",
 "en|# .env.production\nNODE_ENV=production\n«E»=«V»\nLOG_LEVEL=info",
 "en|@agent Use my «L en» for this task: «V». Don't write it to any file.",
 "en|⏺ Bash(grep -r «E» ~/.zshrc)\n  ⎿  export «E»=\"«V»\"",
 "en|kubectl -n «F:proj» create secret generic app-secrets --from-literal=«E»=«V» --dry-run=client -o yaml",
 "en|Ticket OPS-«F:n4»: «L en» for the staging integration is «V» (owner: «F:en»)",
 "en|docker run --rm -e «E»=«V» ghcr.io/acme/«F:proj»:latest",
 "en|[«F:proj»]\n«E» = \"«V»\"",
 "en|settings.«E» = os.getenv(\"«E»\", \"«V»\")  # fallback so local runs work",
 "en|@chat fyi I accidentally pasted our «L en» into the public channel earlier («V»), already revoked",
 "en|2026-03-04T09:12:44Z DEBUG config loaded: {\"region\": \"«F:region»\", \"«E»\": \"«V»\"}",
 "en|- name: Deploy\n  env:\n    «E»: «V»   # TODO use secrets.«E»\n  run: make deploy",
 "en|Per our call, the «L en» is «V». Let me know if it fails.\n\nThanks,\n«F:en»",
 "en|$env:«E» = \"«V»\"\nPS C:\\src\\«F:proj»> npm run sync",
 "en|set -gx «E» «V»   # ~/.config/fish/config.fish",
 "en|systemd unit override:\n[Service]\nEnvironment=«E»=«V»",
 "en|«F:nick>:~$ «E»=«V» ./scripts/backfill.sh --since 2026-01-01".replace("«F:nick>", "«F:nick»"),
 "zh|@chat «L»：«V»  用完跟我说一声我去重置",
 "zh|.env 里加一行：«E»=«V»",
 "zh|@agent 帮我把这个«L»配置到服务器上：«V»",
 "zh|【交接】«F:proj» 项目的«L»是 «V»，负责人 «F:zh»",
 "zh|日志里打出来了：[INFO] init client «E»=«V»，这个要删掉",
 "zh|@chat 我把«L»放群公告了，«V»，大家别外传",
 "zh|docker-compose.yml\n  environment:\n    - «E»=«V»\n    - TZ=Asia/Shanghai",
 "zh|禅道需求备注：对接用的«L»：«V»（测试环境和生产一样，后面再拆）",
 "zh|@chat 刚才发错群了，«L»是 «V»，麻烦撤一下",
 "zh|运维工单 #«F:n4»：申请«L»，已开通：«V»",
 "zh|Nacos 配置 «F:proj».yaml:\nthird-party:\n  key: «V»",
 "zh|@agent 上次那个«L»你还记得吗？是 «V}，写进部署脚本".replace("«V}", "«V»"),
 "zh|```bash\nexport «E»='«V»'\n```\n上面这个是«L»，测试完就删",
 "zh|值班记录 «F:date»：因为«L»过期，更换为 «V»，已重启服务",
 "zh|腾讯文档《对接参数》第 3 行：«L» | «V» | 长期有效",
 "zh|@chat «F:zh» 你要的«L»：\n«V»",
 "en|.vscode/launch.json\n\"env\": {\n  \"«E»\": \"«V»\",\n  \"DEBUG\": \"app:*\"\n}",
 "en|{\n  \"name\": \"prod\",\n  \"values\": [{\"key\": \"«E»\", \"value\": \"«V»\", \"type\": \"secret\", \"enabled\": true}],\n  \"_postman_variable_scope\": \"environment\"\n}",
 "en|meta {\n  name: sync-contacts\n}\nheaders {\n  Authorization: Bearer «V»\n}",
 "en|airflow connections add «F:proj»_api --conn-type http --conn-host api.example.com --conn-password «V»",
 "en|const «E» = \"«V»\"; // hardcoded while the secret manager migration is pending",
 "en|pub const «E»: &str = \"«V»\";",
 "en|reg add HKCU\\Environment /v «E» /t REG_SZ /d «V» /f",
 "en|OCR from the whiteboard photo: «L en» -> «V» (someone wrote it on the board after standup)",
 "en|Quick start (internal README):\n1. clone\n2. export «E»=«V»\n3. make dev",
 "en|* * * * * «E»=«V» /opt/«F:proj»/bin/poll >> /var/log/poll.log 2>&1",
 "en|{\"log\":\"starting worker with «E»=«V»\\n\",\"stream\":\"stderr\",\"time\":\"2026-02-11T07:14:03.118Z\"}",
 "en|git commit -m \"temp: hardcode «L en» («V») until vault is back\"",
 "en|@chat reminder for myself: «L en» → «V»",
 "zh|截图 OCR 识别结果：\n«L»\n«V»\n有效期：长期",
 "zh|语音转文字：「那个«L»是 «V}，你记一下」".replace("«V}", "«V»"),
 "zh|Dify 的 .env 改了：«E»=«V}，然后 docker compose up -d".replace("«V}", "«V»"),
 "zh|n8n 凭据导出：{\"name\": \"«L»\", \"data\": {\"apiKey\": \"«V»\"}}",
 "zh|Makefile 里写死了：\ndeploy:\n\t«E»=«V» ./deploy.sh",
 "zh|Grafana 数据源配置：\nsecureJsonData:\n  apiKey: «V»\n（这个本应从环境变量读）",
 "zh|SQL：INSERT INTO sys_config (k, v) VALUES ('«E»', '«V»');  -- 配置表里存了明文",
 "zh|飞书多维表格「密钥登记」新增一行：«L» | «V» | 申请人 «F:zh»",
 "zh|PHP 配置数组：'«E»' => '«V»',  // 临时",
 "zh|@chat 便签内容拍给你：«L» «V»",
 "zh|排查记录：curl 返回 401，换成新的«L» «V» 后 200",
 "zh|@agent 这是生产环境的«L»：«V}，帮我验证一下还能不能用".replace("«V}", "«V»"),
]

def vendor_kinds():
    out = []
    for kind, label, label_zh, env, vals, pub, own in V:
        out.append({"kind": kind, "label": label, "label_zh": label_zh, "env": env, "vals": vals, "pub": pub, "own": own})
    return out
