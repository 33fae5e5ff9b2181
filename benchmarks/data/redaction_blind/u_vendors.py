"""Vendor kinds for corpus U (none in T's list, S/R as T reports them, or the issue)."""
# kind, en label, zh label, ENV, camelKey, spec, pair-spec (or None), pair listed?, Chinese vendor?
V = [
 # AI / ML
 ('groq_keys', 'Groq', 'Groq', 'GROQ_API_KEY', 'groqApiKey', '~gsk_+a52', None, 0, 0),
 ('openrouter_keys', 'OpenRouter', 'OpenRouter', 'OPENROUTER_API_KEY', 'openrouterKey', '~sk-or-v1-+h64', None, 0, 0),
 ('replicate_tokens', 'Replicate', 'Replicate', 'REPLICATE_API_TOKEN', 'replicateToken', '~r8_+a37', None, 0, 0),
 ('elevenlabs_keys', 'ElevenLabs', 'ElevenLabs', 'ELEVENLABS_API_KEY', 'elevenLabsKey', '~sk_+h48', None, 0, 0),
 ('together_keys', 'Together AI', 'Together AI', 'TOGETHER_API_KEY', 'togetherKey', '~tgp_v1_+B43', None, 0, 0),
 ('cerebras_keys', 'Cerebras', 'Cerebras', 'CEREBRAS_API_KEY', 'cerebrasKey', '~csk-+l48', None, 0, 0),
 ('pinecone_keys', 'Pinecone', 'Pinecone', 'PINECONE_API_KEY', 'pineconeKey', '~pcsk_+a5+~_+a63', None, 0, 0),
 ('langsmith_keys', 'LangSmith', 'LangSmith', 'LANGSMITH_API_KEY', 'langsmithKey', '~lsv2_pt_+h32+~_+h10', None, 0, 0),
 ('tavily_keys', 'Tavily', 'Tavily', 'TAVILY_API_KEY', 'tavilyKey', '~tvly-+~dev-+a32', None, 0, 0),
 ('serper_keys', 'Serper', 'Serper', 'SERPER_API_KEY', 'serperKey', 'h40', None, 0, 0),
 ('mistral_keys', 'Mistral', 'Mistral', 'MISTRAL_API_KEY', 'mistralKey', 'a32', None, 0, 0),
 ('qdrant_keys', 'Qdrant Cloud', 'Qdrant Cloud', 'QDRANT_API_KEY', 'qdrantKey', 'uuid+~|+B40', None, 0, 0),
 # dev tools / CI
 ('postman_keys', 'Postman', 'Postman', 'POSTMAN_API_KEY', 'postmanKey', '~PMAK-+h24+~-+h34', None, 0, 0),
 ('linear_keys', 'Linear', 'Linear', 'LINEAR_API_KEY', 'linearKey', '~lin_api_+a40', None, 0, 0),
 ('notion_tokens', 'Notion', 'Notion', 'NOTION_TOKEN', 'notionToken', '~ntn_+d11+a35', None, 0, 0),
 ('asana_pats', 'Asana', 'Asana', 'ASANA_PAT', 'asanaPat', '~2/+d16+~/+d16+~:+h32', None, 0, 0),
 ('atlassian_tokens', 'Atlassian', 'Atlassian', 'JIRA_API_TOKEN', 'jiraApiToken', '~ATATT3xFfGF0+B178+~=+H8', None, 0, 0),
 ('netlify_tokens', 'Netlify', 'Netlify', 'NETLIFY_AUTH_TOKEN', 'netlifyToken', '~nfp_+a36', None, 0, 0),
 ('render_keys', 'Render', 'Render', 'RENDER_API_KEY', 'renderApiKey', '~rnd_+a32', None, 0, 0),
 ('planetscale_tokens', 'PlanetScale', 'PlanetScale', 'PLANETSCALE_SERVICE_TOKEN', 'pscaleToken', '~pscale_tkn_+B43', None, 0, 0),
 ('neon_keys', 'Neon', 'Neon', 'NEON_API_KEY', 'neonApiKey', '~napi_+l64', None, 0, 0),
 ('dockerhub_pats', 'Docker Hub', 'Docker Hub', 'DOCKERHUB_TOKEN', 'dockerhubToken', '~dckr_pat_+B27', None, 0, 0),
 ('buildkite_tokens', 'Buildkite', 'Buildkite', 'BUILDKITE_API_TOKEN', 'buildkiteToken', '~bkua_+h40', None, 0, 0),
 ('circleci_tokens', 'CircleCI', 'CircleCI', 'CIRCLECI_TOKEN', 'circleToken', '~CCIPAT_+a22+~_+h40', None, 0, 0),
 ('sonarqube_tokens', 'SonarQube', 'SonarQube', 'SONAR_TOKEN', 'sonarToken', '~sqp_+h40', None, 0, 0),
 ('rubygems_keys', 'RubyGems', 'RubyGems', 'GEM_HOST_API_KEY', 'gemHostApiKey', '~rubygems_+h48', None, 0, 0),
 ('nuget_keys', 'NuGet', 'NuGet', 'NUGET_API_KEY', 'nugetApiKey', '~oy2+l43', None, 0, 0),
 ('cratesio_tokens', 'crates.io', 'crates.io', 'CARGO_REGISTRY_TOKEN', 'cargoToken', '~cio+a32', None, 0, 0),
 ('jfrog_tokens', 'JFrog Artifactory', 'JFrog 制品库', 'ARTIFACTORY_ACCESS_TOKEN', 'artifactoryToken', '~cmVmdGtuOjAxOj+a50', None, 0, 0),
 ('harness_pats', 'Harness', 'Harness', 'HARNESS_API_KEY', 'harnessKey', '~pat.+a22+~.+h24+~.+a20', None, 0, 0),
 ('pulumi_tokens', 'Pulumi', 'Pulumi', 'PULUMI_ACCESS_TOKEN', 'pulumiToken', '~pul-+h40', None, 0, 0),
 ('databricks_tokens', 'Databricks', 'Databricks', 'DATABRICKS_TOKEN', 'databricksToken', '~dapi+h32', None, 0, 0),
 ('grafana_sa_tokens', 'Grafana', 'Grafana', 'GRAFANA_SERVICE_ACCOUNT_TOKEN', 'grafanaToken', '~glsa_+a32+~_+h8', None, 0, 0),
 ('newrelic_keys', 'New Relic', 'New Relic', 'NEW_RELIC_API_KEY', 'newRelicApiKey', '~NRAK-+U27', None, 0, 0),
 ('contentful_pats', 'Contentful', 'Contentful', 'CONTENTFUL_MANAGEMENT_TOKEN', 'contentfulCmaToken', '~CFPAT-+B43', None, 0, 0),
 ('mapbox_secret_tokens', 'Mapbox', 'Mapbox', 'MAPBOX_SECRET_TOKEN', 'mapboxSecretToken', '~sk.eyJ1Ijoi+a30+~IiwiYSI6I+a22+~J9.+B22', None, 0, 0),
 ('algolia_admin_keys', 'Algolia', 'Algolia', 'ALGOLIA_ADMIN_KEY', 'algoliaAdminKey', 'h32', None, 0, 0),
 ('zendesk_tokens', 'Zendesk', 'Zendesk', 'ZENDESK_API_TOKEN', 'zendeskToken', 'a40', None, 0, 0),
 ('scaleway_keys', 'Scaleway', 'Scaleway', 'SCW_SECRET_KEY', 'scwSecretKey', 'uuid', '~SCW+U17', 1, 0),
 ('postmark_tokens', 'Postmark', 'Postmark', 'POSTMARK_SERVER_TOKEN', 'postmarkToken', 'uuid', None, 0, 0),
 ('mailgun_keys', 'Mailgun', 'Mailgun', 'MAILGUN_API_KEY', 'mailgunKey', 'h32+~-+h8+~-+h8', None, 0, 0),
 ('line_tokens', 'LINE Messaging', 'LINE', 'LINE_CHANNEL_ACCESS_TOKEN', 'lineChannelToken', 'b128+~=', None, 0, 0),
 # payments / fintech
 ('square_tokens', 'Square', 'Square', 'SQUARE_ACCESS_TOKEN', 'squareAccessToken', '~EAAA+B60', None, 0, 0),
 ('razorpay_keys', 'Razorpay', 'Razorpay', 'RAZORPAY_KEY_SECRET', 'razorpayKeySecret', 'a24', '~rzp_live_+a14', 1, 0),
 ('paystack_keys', 'Paystack', 'Paystack', 'PAYSTACK_SECRET_KEY', 'paystackSecret', '~sk_live_+h40', None, 0, 0),
 ('flutterwave_keys', 'Flutterwave', 'Flutterwave', 'FLW_SECRET_KEY', 'flwSecretKey', '~FLWSECK-+h32+~-X', None, 0, 0),
 ('plaid_secrets', 'Plaid', 'Plaid', 'PLAID_SECRET', 'plaidSecret', 'h30', 'h24', 0, 0),
 ('kraken_keys', 'Kraken', 'Kraken', 'KRAKEN_API_SECRET', 'krakenApiSecret', 'b64:64', 'b56', 1, 0),
 # Chinese vendors
 ('volcengine_keys', 'Volcengine', '火山引擎', 'VOLC_SECRETKEY', 'volcSecretKey', 'b56+~==', '~AKLT+B40', 1, 1),
 ('ark_keys', 'Volcano Ark', '火山方舟', 'ARK_API_KEY', 'arkApiKey', 'uuid', None, 0, 1),
 ('deepseek_keys', 'DeepSeek', 'DeepSeek', 'DEEPSEEK_API_KEY', 'deepseekKey', '~sk-+h32', None, 0, 1),
 ('moonshot_keys', 'Moonshot', '月之暗面 Kimi', 'MOONSHOT_API_KEY', 'moonshotKey', '~sk-+a48', None, 0, 1),
 ('zhipu_keys', 'Zhipu', '智谱 AI', 'ZHIPUAI_API_KEY', 'zhipuKey', 'h32+~.+a16', None, 0, 1),
 ('siliconflow_keys', 'SiliconFlow', '硅基流动', 'SILICONFLOW_API_KEY', 'siliconflowKey', '~sk-+w48', None, 0, 1),
 ('xfyun_secrets', 'iFlytek Spark', '讯飞星火', 'SPARK_API_SECRET', 'sparkApiSecret', 'a32', 'h32', 1, 1),
 ('minimax_keys', 'MiniMax', 'MiniMax', 'MINIMAX_API_KEY', 'minimaxKey', 'jwt:120', None, 0, 1),
 ('stepfun_keys', 'StepFun', '阶跃星辰', 'STEPFUN_API_KEY', 'stepfunKey', 'a64', None, 0, 1),
 ('jdcloud_keys', 'JD Cloud', '京东云', 'JDCLOUD_SECRET_KEY', 'jdSecretKey', 'H32', 'H32', 1, 1),
 ('ucloud_keys', 'UCloud', 'UCloud 优刻得', 'UCLOUD_PRIVATE_KEY', 'ucloudPrivateKey', 'a40', 'a40', 1, 1),
 ('upyun_secrets', 'UPYUN', '又拍云', 'UPYUN_OPERATOR_PASSWORD', 'upyunPassword', 'a32', None, 0, 1),
 ('jpush_secrets', 'JPush', '极光推送', 'JPUSH_MASTER_SECRET', 'jpushMasterSecret', 'h24', 'h24', 0, 1),
 ('umeng_secrets', 'Umeng', '友盟+', 'UMENG_APP_MASTER_SECRET', 'umengMasterSecret', 'l32', None, 0, 1),
 ('rongcloud_secrets', 'RongCloud', '融云', 'RONGCLOUD_APP_SECRET', 'rongcloudAppSecret', 'a14', 'l13', 0, 1),
 ('agora_certs', 'Agora', '声网', 'AGORA_APP_CERTIFICATE', 'agoraAppCertificate', 'h32', 'h32', 0, 1),
 ('wxwork_corpsecrets', 'WeCom', '企业微信', 'WXWORK_CORP_SECRET', 'corpSecret', 'B43', None, 0, 1),
 ('wxpay_v3_keys', 'WeChat Pay', '微信支付', 'WXPAY_API_V3_KEY', 'apiV3Key', 'a32', None, 0, 1),
 ('feishu_app_secrets', 'Feishu', '飞书开放平台', 'FEISHU_APP_SECRET', 'feishuAppSecret', 'a32', '~cli_+h16', 0, 1),
 ('qqmap_keys', 'Tencent Map', '腾讯位置服务', 'QQMAP_KEY', 'qqmapKey', 'U5+~-+U5+~-+U5+~-+U5+~-+U5+~-+U5', None, 0, 1),
 ('kuaidi100_keys', 'Kuaidi100', '快递100', 'KUAIDI100_KEY', 'kuaidi100Key', 'a16', 'H32', 0, 1),
 ('juhe_keys', 'Juhe Data', '聚合数据', 'JUHE_APPKEY', 'juheAppKey', 'h32', None, 0, 1),
 ('ctyun_keys', 'China Telecom Cloud', '天翼云', 'CTYUN_SECRET_KEY', 'ctyunSecretKey', 'h32', 'h32', 1, 1),
]
# fix pseudo-specs: 'b128' means base64 chars, 'b56' base64 chars.

EN_SINGLE = [
 "$env.{E} = '{V}'",                                              # Nushell
 'setx {E} "{V}"',                                                # Windows setx
 '[Service]\nEnvironment="{E}={V}"\nExecStart=/usr/local/bin/{proj}',   # systemd unit
 '[program:{proj}]\ncommand=/srv/{proj}/run\nenvironment={E}="{V}",LOG_LEVEL="info"',  # supervisord
 "module.exports = {{\n  apps: [{{ name: '{proj}', script: 'dist/main.js',\n    env_production: {{ {E}: '{V}' }} }}]\n}};",  # pm2
 '  environment.variables.{E} = "{V}";',                           # NixOS
 'secretGenerator:\n- name: {proj}-creds\n  literals:\n  - {E}={V}',  # kustomize
 'aws ssm put-parameter --name /{proj}/prod/{E} --type SecureString --value "{V}" --overwrite',
 'az keyvault secret set --vault-name kv-{proj} --name {E} --value "{V}"',
 'vault kv put secret/{proj}/prod {E}="{V}"',
 'gh secret set {E} --repo acme/{proj} --body "{V}"',
 'doppler secrets set {E}="{V}" --project {proj} --config prd',
 '@baseUrl = https://api.example.com\n@token = {V}\n\nGET {{{{baseUrl}}}}/v1/me\nAuthorization: Bearer {{{{token}}}}',  # REST client .http
 'vars:secret [\n  {E}\n]\nvars {{\n  {E}: {V}\n}}',                 # Bruno .bru
 '{{"name": "prod", "values": [{{"key": "{e}", "value": "{V}", "type": "secret", "enabled": true}}]}}',  # Postman env
 '%env {E}={V}',                                                    # Jupyter magic
 'Sys.setenv({E} = "{V}")',                                         # R
 'ENV["{E}"] = "{V}"',                                              # Julia/Ruby
 "putenv('{E}={V}');",                                              # PHP
 'Environment.SetEnvironmentVariable("{E}", "{V}");',               # C#
 'Deno.env.set("{E}", "{V}");',                                     # Deno
 'provider:\n  name: aws\n  environment:\n    {E}: {V}',            # serverless.yml
 '$ docker inspect {proj}-api --format "{{{{json .Config.Env}}}}"\n["PATH=/usr/local/sbin:/usr/bin","{E}={V}","NODE_ENV=production"]',
 '$ grep -rn {E} .\n./deploy/.env.prod:7:{E}={V}\n./README.md:41:Set {E} in your shell.',
 'diff --git a/.env.example b/.env.example\n@@ -3,3 +3,3 @@\n-{E}=\n+{E}={V}\n APP_PORT=8080',
 '*/15 * * * * {E}={V} /opt/{proj}/bin/sync >> /var/log/{proj}.log 2>&1',
 '$ ps aux | grep worker\n{user}  2231  0.4  1.2 python worker.py --{e}={V} --queue default',
 '$ tr "\\0" "\\n" < /proc/2231/environ | grep {E}\n{E}={V}',
 'tmux send-keys -t {proj}:0 "export {E}={V}" Enter',
 "headers = {{'Authorization': 'Bearer {V}', 'Content-Type': 'application/json'}}",
 "const res = await fetch(url, {{ headers: {{ Authorization: `Bearer {V}` }} }});",
 'Got it working! For anyone else: I just pasted my {L} key ({V}) straight into the settings box instead of the env var.',
 '{L} rotated the key on {date}; new one is {V} — update the vault entry when you get a sec.',
 '- name: Smoke test\n  run: curl -sf -H "Authorization: Bearer {V}" https://api.example.com/health',
 'terraform {{\n}}\nprovider "{proj}" {{\n  api_key = "{V}"\n}}',
 'config:\n  {proj}:{e}:\n    secure: false\n    value: {V}',
]
ZH_SINGLE = [
 '云效流水线变量：{E} = {V}（忘记勾“私密”了）',
 'Gitee Go 环境变量配置 {E}={V}',
 '禅道 Bug #{n}：调用{L}接口返回 401，当前配置 {e}: "{V}"',
 'TAPD 需求备注：{L} 的 key 先用 {V}，上线前换正式的',
 '掘金文章里的示例代码：\nclient = Client(api_key="{V}")  # 换成你自己的{L}密钥',
 'V2EX 帖子：{L} 的额度用不完，分享一个 key：{V}，大家省着点用',
 'CSDN 博客：配置 {E}={V} 后重启服务即可',
 '腾讯文档表格 第{n}行：{L} | 生产 | {V} | 负责人 {zname}',
 '石墨文档《上线清单》：{L}密钥 {V}',
 '飞书文档代码块：\nexport {E}="{V}"',
 '语雀《环境说明》：{L}：`{V}`',
 '宝塔计划任务脚本：\n{E}={V} python3 /www/wwwroot/{proj}/sync.py',
 '群文件“密钥.txt”内容：\n{L}：{V}',
 '运维周报：本周轮换了{L}密钥，新值 {V}，旧值已作废',
 '小红书笔记：手把手教你接入{L}！第三步把 key（{V}）填进配置里就好啦',
 'B站评论区：up 主视频里 {n}:{n} 那里露出来 key 了：{V}',
 '微信公众号文章示例：\nimport os\nos.environ["{E}"] = "{V}"  # 替换为你的{L}密钥',
 '{zname}：{L}的 key 我重新生成了，{V}，你那边替换一下',
 '钉钉文档《接口联调》：Header 里加 Authorization: Bearer {V}',
 'Jenkins 凭据描述栏：{L} prod key = {V}（临时放这里）',
 '面试作业 README：运行前请设置 {E}={V}',
 '帮我看看为什么{L}一直报错，key 是 {V}，地址是默认的',
]
# two-value placements: {V} secret, {V2} id (listed only when the kind says so)
EN_PAIR = [
 '{E_ID}={V2}\n{E}={V}',
 '$ mc alias set {proj} https://s3.example.com {V2} {V}',
 'credentials:\n  key_id: {V2}\n  secret: {V}',
 "client = Client(key_id='{V2}', key_secret='{V}')",
 'aws configure set {e}Id {V2} && aws configure set {e} {V}',
 'Vault entry "{L} prod" -> id: {V2} / secret: {V}',
]
ZH_PAIR = [
 '{L} 控制台：\nAccessKey ID：{V2}\nAccessKey Secret：{V}',
 '交接文档：{L} 的 ID 是 {V2}，密钥是 {V}',
 'application-prod.yml:\n{e}:\n  id: {V2}\n  secret: {V}',
 '{zname} 发来：{L} 新建的应用 {V2}，secret {V}，别外传',
 '测试环境配置表 | {L} | {V2} | {V} |',
]
