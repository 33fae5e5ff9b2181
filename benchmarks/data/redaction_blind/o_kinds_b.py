"""Corpus O hand-written secret kinds, part B: config files, dumps, long values, encodings."""
K = {}

K["etl_sync_job_configs"] = [
 "zh|DataX job.json 片段：\n\"reader\": {\"name\": \"mysqlreader\", \"parameter\": {\"username\": \"etl\", \"password\": \"«S:zhtail»\", \"column\": [\"*\"]}}",
 "zh|canal instance.properties：\ncanal.instance.dbUsername=canal\ncanal.instance.dbPassword=«S:zhcity»",
 "zh|Flink CDC 建表：\nCREATE TABLE orders_src (...) WITH (\n 'connector' = 'mysql-cdc',\n 'hostname' = '«F:host»',\n 'username' = 'flink',\n 'password' = '«S:zhini»'\n);",
 "en|sqoop import --connect jdbc:mysql://«F:host»/«F:db» --username etl --password «S:pwsafe» --table orders --target-dir /raw/orders",
 "en|# seatunnel.conf\nsource {\n  Jdbc {\n    url = \"jdbc:postgresql://«F:host»:5432/«F:db»\"\n    user = \"reader\"\n    password = \"«S:bw»\"\n  }\n}",
]
K["cn_cloud_cli_configure"] = [
 "zh|tccli configure set secretId AKID«S:a32#id» secretKey «S:a32»".replace("AKID«S:a32#id»", "«S:~AKID+a32»"),
 "zh|ossutil config -e oss-cn-hangzhou.aliyuncs.com -i «S:~LTAI5t+a18» -k «S:a30»",
 "zh|coscmd config -a «S:~AKID+a32» -s «S:a32» -b backup-1250000000 -r ap-guangzhou",
 "zh|qshell account «S:B40» «S:B40» prod-bucket",
 "en|hcloud configure set --cli-profile=prod --cli-mode=AKSK --cli-region=cn-north-4 --cli-access-key=«S:u20» --cli-secret-key=«S:a40»",
]
K["mail_client_configs"] = [
 "en|# ~/.msmtprc\naccount work\nhost smtp.office365.com\nport 587\nauth on\nuser «F:mail»\npassword «S:pwsafe»",
 "en|# ~/.muttrc\nset smtp_url = \"smtps://«F:nick»@smtp.fastmail.com:465/\"\nset smtp_pass = \"«S:bw»\"",
 "zh|postfix 中继：/etc/postfix/sasl_passwd\n[smtp.exmail.qq.com]:465 noreply@example.cn:«S:zhtail»\n然后 postmap 一下",
 "zh|fetchmailrc：poll imap.163.com protocol IMAP user \"«F:nick»@163.com\" password \"«S:a16»\" （这个是邮箱授权码不是登录密码）",
 "en|[Repository remote]\ntype = IMAP\nremotehost = imap.example.com\nremoteuser = «F:nick»\nremotepass = «S:mem»",
]
K["desktop_tool_config_files"] = [
 "en|<Server>\n  <Host>sftp.partner.example</Host>\n  <Port>22</Port>\n  <User>upload</User>\n  <Pass encoding=\"base64\">«S:B8+~==»</Pass>\n</Server>".replace("«S:B8+~==»", "«S:b20»"),
 "en|# ~/.s3cfg\n[default]\naccess_key = «S:~AKIA+u16»\nsecret_key = «S:b40»\nhost_base = s3.amazonaws.com",
 "zh|~/.pgpass 内容：\n«F:host»:5432:«F:db»:«F:user»:«S:zhtail»\n（记得 chmod 600）",
 "zh|~/.my.cnf\n[client]\nuser=root\npassword=«S:zhini»",
 "en|# ~/.boto\n[Credentials]\ngs_access_key_id = «S:~GOOG1E+u55»\ngs_secret_access_key = «S:b40»",
]
K["kubeconfig_credentials"] = [
 "en|users:\n- name: ci\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM4akNDQWRxZ0F3\n    client-key-data: «S:~LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFb3dJQkFBS0NBUUVB+b420»",
 "en|- name: deployer\n  user:\n    token: «S:~eyJhbGciOiJSUzI1NiIsImtpZCI6Ik+B290»",
 "zh|kubectl create secret docker-registry harbor-pull --docker-server=harbor.example.cn --docker-username=robot$ci --docker-password=«S:a32» -n «F:proj»",
 "zh|kubectl config set-credentials admin --username=admin --password=«S:zhtail}".replace("}", "»"),
 "en|helm install pg bitnami/postgresql -f values.yaml\n# values.yaml\nauth:\n  existingSecret: \"\"\n  password: «S:bw»\n  replicationPassword: «S:bw»",
]
K["custom_auth_schemes"] = [
 "en|GET /v2/reports HTTP/1.1\nHost: api.vendor.example\nX-API-Key: «S:a40»\nAccept: application/json",
 "en|curl -H \"Authorization: Token «S:h40»\" https://«F:proj».example.com/api/v1/users/",
 "zh|Splunk HEC 上报：curl -k https://splunk.example.cn:8088/services/collector -H \"Authorization: Splunk «S:uuid»\" -d '{\"event\":\"test\"}'",
 "zh|fal.ai 调用：headers={\"Authorization\": \"Key «S:uuid»:«S:h32»\"}",
 "en|http POST https://api.opsgenie.com/v2/alerts 'Authorization:GenieKey «S:uuid»' message=disk-full",
]
K["long_oauth_tokens_new"] = [
 "en|refresh_token=«S:~0.AQ4A+B900»",
 "en|{\"cookies\": [{\"domain\": \".claude.ai\", \"name\": \"sessionKey\", \"value\": \"«S:~sk-ant-sid01-+B86+~-+B6+~AA»\", \"httpOnly\": true}]}",
 "zh|Salesforce 登录后拿到的 session id（整段）：«S:~00D5g000004XyZq!AQ0AQ+B96»",
 "zh|Slack token 轮换后返回：\n\"refresh_token\": \"«S:~xoxe-1-+B140»\"",
 "en|Set-Cookie: __Secure-next-auth.session-token=«S:~eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..+B22+~.+B520+~.+B22»; Path=/; HttpOnly; Secure; SameSite=Lax",
]
K["base64_encoded_credentials"] = [
 "en|$ echo -n '«S:pwsafe#p»' | base64\n«S:enc64:p»",
 "en|apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\ndata:\n  password: «S:enc64:p»«S:pwsafe#p»".replace("«S:enc64:p»«S:pwsafe#p»", "«S:b24»"),
 "zh|Basic 认证头自己拼的：Authorization: Basic «S:b28»",
 "zh|secret 解出来是这个：echo «S:b32» | base64 -d → 数据库密码",
 "en|\"auths\": {\"registry.example.io\": {\"identitytoken\": \"«S:B64»\"}}",
]
K["web_framework_secrets_new"] = [
 "en|SECRET_KEY = 'django-insecure-«S:l50»'",
 "en|NEXTAUTH_URL=https://app.«F:proj».io\nNEXTAUTH_SECRET=«S:b43+~=»",
 "zh|Strapi 的 .env：\nAPP_KEYS=«S:b22+~==»,«S:b22+~==»\nADMIN_JWT_SECRET=«S:b22+~==»",
 "zh|Keycloak 客户端「«F:proj»」的凭据（Client secret）：«S:a32»",
 "en|config :my_app, MyAppWeb.Endpoint,\n  secret_key_base: \"«S:b64»\"",
]
K["symmetric_keys_and_master_keys"] = [
 "en|FERNET_KEY=«S:B43+~=»",
 "en|$ cat config/master.key\n«S:h32»",
 "zh|kibana.yml：\nxpack.encryptedSavedObjects.encryptionKey: «S:a32»",
 "zh|字段加密用 AES-256-GCM，密钥 hex：«S:h64»，IV 每次随机",
 "en|# vaultwarden\nADMIN_TOKEN=«S:b48»",
]
K["webhook_signing_secrets"] = [
 "en|GitHub repo → Settings → Webhooks → Secret: «S:h40»",
 "en|STRIPE_WEBHOOK_SECRET=«S:~whsec_+a32»",
 "zh|Slack App 的 Signing Secret：«S:h32»，验签用",
 "zh|Svix endpoint 签名密钥 «S:~whsec_+b32»，只在服务端验证",
 "en|@chat shopify webhook HMAC secret for the new store is «S:h64»",
]
K["password_manager_exports"] = [
 "en|name,url,username,password,note\n«F:proj»,https://«F:proj».example.com/login,«F:nick»,«S:pwsafe»,\nrouter,http://192.168.1.1,admin,«S:pwsafe»,",
 "en|{\"type\": 1, \"name\": \"AWS root\", \"login\": {\"username\": \"root@example.com\", \"password\": \"«S:pwsafe»\", \"totp\": null}}",
 "zh|KeePass 导出的 XML：\n<Entry><String><Key>UserName</Key><Value>«F:user»</Value></String><String><Key>Password</Key><Value ProtectInMemory=\"True\">«S:zhtail»</Value></String></Entry>",
 "zh|1Password 导出 csv 第 12 行：\"公司邮箱\",\"«F:mail»\",\"«S:zhini»\",\"https://exmail.qq.com\"",
 "en|Title,Username,Password,URL\n\"Prod DB\",\"«F:user»\",\"«S:bw»\",\"«F:host»\"",
]
K["zh_handover_tables"] = [
 "zh|| 服务器 | IP | 账号 | 密码 |\n|---|---|---|---|\n| 应用 | «F:ip» | root | «S:zhtail» |\n| 数据库 | «F:ip» | mysql | «S:zhcity» |",
 "zh|交接清单\n1. 阿里云主账号：«F:mail» / «S:zhini»\n2. 域名后台：同上\n3. 短信平台：«F:nick» / «S:kb»",
 "zh|| 系统 | 地址 | 用户名 | 口令 | 备注 |\n| 禅道 | http://«F:lan» | admin | «S:zhlove» | 别删 |",
 "zh|运维交接（Excel 转文本）：\n堡垒机\t«F:ip»\tops\t«S:pmr»",
 "en|| env | host | user | pass |\n|-----|------|------|------|\n| uat | «F:host» | app | «S:bw» |",
]
K["cameras_nas_iot"] = [
 "en|ffmpeg -rtsp_transport tcp -i \"rtsp://admin:«S:pwsafe»@«F:lan»:554/Streaming/Channels/101\" -t 10 clip.mp4",
 "zh|海康 NVR 激活密码：«S:zhtail»，萤石验证码是机身标签那个",
 "zh|群晖 DSM 管理员 «F:nick}，密码 «S:zhini»，QuickConnect ID 是 nas-home-«F:n3}".replace("«F:nick}", "«F:nick»").replace("«F:n3}", "«F:n3»"),
 "en|Printer scan-to-email SMTP: relay.example.com:587, user scanner@example.com, password «S:bw»",
 "en|onvif: { host: '«F:lan»', port: 80, username: 'viewer', password: '«S:season»' }",
]
K["removed_lines_in_diffs"] = [
 "en|diff --git a/config/prod.env b/config/prod.env\n@@ -3,4 +3,4 @@\n-SMTP_PASSWORD=«S:pwsafe»\n+SMTP_PASSWORD=${SMTP_PASSWORD}",
 "en|$ git log -p -S 'api_secret' --oneline\n4f2a9c1 move secrets to env\n-    api_secret: «S:a40»\n+    api_secret: ${API_SECRET}",
 "zh|git stash show -p 里还有：\n-  password: «S:zhtail»\n+  password: ${DB_PASSWORD}\n这个 stash 别 push",
 "zh|PR 评审意见：第 42 行删掉的 `jwtSecret: «S:a48»` 还在历史里，得轮换",
 "en|```suggestion\n-  token: «S:h40»\n+  token: \"{{ lookup('env', 'HOOK_TOKEN') }}\"\n```",
]
K["mcp_and_agent_tool_configs"] = [
 "en|{\n  \"mcpServers\": {\n    \"postgres\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-postgres\", \"postgresql://app:«S:pwsafe»@«F:host»/«F:db»\"]\n    }\n  }\n}",
 "en|{\"tool\": \"bash\", \"input\": {\"command\": \"mysql -h «F:host» -u «F:user» -p«S:pwsafe» -e 'SHOW PROCESSLIST'\"}}",
 "zh|.cursor/mcp.json：\n{\"mcpServers\": {\"github\": {\"env\": {\"GITHUB_PERSONAL_ACCESS_TOKEN\": \"«S:~github_pat_11+u20+~_+a59»\"}}}}",
 "zh|⏺ 调用工具 ssh_exec(host=\"«F:ip»\", user=\"root\", password=\"«S:zhtail»\", cmd=\"df -h\")",
 "en|claude mcp add jira -e JIRA_API_TOKEN=«S:~ATATT3xFfGF0+B180+H8» -- npx -y mcp-jira",
]
K["struct_dumps_in_errors"] = [
 "en|panic: dial tcp: i/o timeout\nconfig: {Host:«F:host» Port:5432 User:app Password:«S:pwsafe» SSLMode:require}",
 "en|pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\nsmtp_port\n  Input should be a valid integer [type=int_parsing, input_value='«S:pwsafe»', input_type=str]",
 "zh|报错日志：DataSourceConfig(url=jdbc:mysql://«F:host»:3306/«F:db», username=root, password=«S:zhtail») 连接超时",
 "zh|Rust 程序 debug 打印：Creds { user: \"svc\", secret: \"«S:a32»\" }  ← 这个日志要关掉",
 "en|TypeError: Cannot read properties of undefined (reading 'id')\n    at handler (/app/src/sync.js:88:19)\n  context: { apiKey: '«S:a40»', page: 3 }",
]
K["http_form_posts_and_debug"] = [
 "en|«F:ip» - - [12/Mar/2026:10:22:31 +0000] \"POST /login?user=«F:nick»&password=«S:pwsafe» HTTP/1.1\" 302 0",
 "en|send: b'POST /account/password HTTP/1.1\\r\\nHost: app.example.com\\r\\n\\r\\nold_password=«S:pwsafe»&new_password=«S:pwsafe#n»&confirm_password=«S:pwsafe#n»'",
 "zh|curl -v 的输出：\n> GET /api/v1/status HTTP/1.1\n> Authorization: Basic «S:b24»\n> User-Agent: curl/8.5.0",
 "zh|抓包看到表单：username=«F:phone}&password=«S:zhtail»&captcha=8K2P".replace("«F:phone}", "«F:phone»"),
 "en|[axios] request failed: {\"url\": \"/v1/export\", \"headers\": {\"X-Auth-Token\": \"«S:h48»\"}}",
]
K["package_manager_auth_new"] = [
 "en|git config --global url.\"https://oauth2:«S:~glpat-+B20»@gitlab.example.com/\".insteadOf \"https://gitlab.example.com/\"",
 "en|# ~/.cargo/credentials.toml\n[registries.internal]\ntoken = \"«S:a32»\"",
 "zh|export BUNDLE_GEMS__CONTRIBSYS__COM=«S:h8»:«S:h8»\nbundle install",
 "zh|.yarnrc.yml:\nnpmScopes:\n  acme:\n    npmRegistryServer: \"https://npm.example.cn\"\n    npmAuthToken: «S:uuid»",
 "en|pip install --extra-index-url https://__token__:«S:a40»@pkgs.example.dev/simple internal-utils",
]
