"""Corpus N harmless kinds (hard look-alikes)."""
HARMLESS = [
 ("placeholders_in_prose", [
  "en|@chat set the wifi password to whatever you like, just not «F:word»123 style stuff — and don't paste it here",
  "zh|@chat 密码我私聊你，群里别发。账号是 «F:py»",
  "en|@chat the password is in 1Password under \"«F:word» staging\", ask «F:en» for vault access",
  "zh|@chat 新密码已经通过短信发到你手机了，注意查收"]),
 ("placeholder_config_values", [
  "en|DB_PASSWORD=changeme\nDB_USER=«F:user»",
  "zh|.env.example：\nOPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxx\nDEEPSEEK_API_KEY=<你的密钥>",
  "en|define('DB_PASSWORD', 'password_here');  // wp-config-sample.php",
  "zh|<password>${env.NEXUS_PASSWORD}</password>  <!-- 从环境变量读取 -->",
  "en|AZURE_STORAGE_KEY=<storage-account-key>\nTF_TOKEN_app_terraform_io=${TF_API_TOKEN}"]),
 ("masked_tokens", [
  "en|Token: xai-****************************«F:hx7»",
  "zh|控制台显示的 SecretId：AKID********************«F:hx7»（已脱敏）",
  "en|GROQ_API_KEY=gsk_••••••••••••••••••••  (hidden)",
  "zh|日志：password=****** login ok user=«F:py»",
  "en|Authorization: Bearer [REDACTED] status=200 dur=«F:n»ms"]),
 ("env_and_vault_reads", [
  "en|api_key = os.environ[\"COHERE_API_KEY\"]\nclient = cohere.ClientV2(api_key=api_key)",
  "zh|密钥从 Vault 读取：\nsecret = client.secrets.kv.v2.read_secret_version(path=\"«F:word»/db\")[\"data\"][\"data\"][\"password\"]",
  "en|const token = process.env.DISCORD_TOKEN ?? throwMissing('DISCORD_TOKEN');",
  "zh|password: {{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/«F:word»:password') }}",
  "en|$ export OP_SERVICE_ACCOUNT_TOKEN=$(op read \"op://ci/«F:word»/credential\")"]),
 ("hashes_and_checksums", [
  "en|sha256sum «F:word»-1.4.«F:n».tar.gz\n«F:hx64»  «F:word»-1.4.«F:n».tar.gz",
  "zh|校验文件完整性：SHA256 = «F:hx64»",
  "en|Digest: sha256:«F:hx64»\nStatus: Downloaded newer image",
  "zh|发布说明：md5 «F:hx32h» ，sha1 «F:hx40»"]),
 ("commit_shas_and_refs", [
  "en|$ git log --oneline -3\n«F:hx7» fix flaky test\n«F:hx7» bump deps\n«F:hx7» Merge pull request #«F:n»",
  "zh|回滚到 «F:hx40» 这个提交就好了",
  "en|Reverts commit «F:hx40» which broke the password reset flow",
  "zh|CI 构建号 #«F:n»，对应提交 «F:hx40»"]),
 ("uuids_and_request_ids", [
  "en|request_id=«F:uuid» trace_id=«F:hx32h» span_id=«F:hx16»",
  "zh|工单号 «F:uuid»，请在备注里引用",
  "en|{\"tenantId\": \"«F:uuid»\", \"subscriptionId\": \"«F:uuid»\"}",
  "zh|Azure 租户 ID：«F:uuid»，订阅 ID：«F:uuid»（不是密钥）"]),
 ("public_keys_and_certs", [
  "en|ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«F:b64pub» «F:user»@«F:host»",
  "zh|这是公钥，可以放到 authorized_keys：\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«F:b64pub» «F:py»@laptop",
  "en|# public key: age1«F:bech»",
  "zh|-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA«F:b64pub»\n-----END PUBLIC KEY-----\n这是服务端验签用的公钥"]),
 ("password_policy_talk", [
  "en|Passwords must be at least 14 characters and rotated every 90 days; PINs must be 6 digits.",
  "zh|密码策略：长度不少于 12 位，包含大小写字母、数字和特殊字符，90 天更换一次",
  "en|@chat I reset my password yesterday and now the VPN keeps asking for the old one",
  "zh|@chat 登录密码忘了，点“忘记密码”收不到验证码怎么办"]),
 ("secret_words_code_no_value", [
  "en|def rotate_secret(name: str) -> None:\n    secret = generate_password(length=32)\n    store.put(name, secret)",
  "zh|// 校验密码强度\nif (!/[A-Z]/.test(password)) return '密码需包含大写字母';",
  "en|SECRET_KEY = get_random_secret_key()",
  "zh|password_hash = bcrypt.hashpw(password.encode(), bcrypt.gensalt())  # 只存哈希"]),
 ("webhook_docs_placeholders", [
  "en|POST https://discord.com/api/webhooks/{webhook.id}/{webhook.token}",
  "zh|企业微信机器人地址格式：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=YOUR_KEY",
  "en|SENTRY_DSN=https://<key>@o0.ingest.sentry.io/<project>",
  "zh|Teams webhook 的 URL 在连接器配置页复制，形如 https://xxx.webhook.office.com/webhookb2/..."]),
 ("mnemonic_and_word_lists_prose", [
  "en|The BIP-39 English list has 2048 words, starting with abandon, ability, able, about, above.",
  "zh|助记词一般是 12 或 24 个英文单词，千万不要截图或发到群里",
  "en|@chat team offsite packing list: «F:word», «F:word», «F:word», «F:word», sunscreen",
  "zh|@chat 今天的关键词：«F:word» «F:word» «F:word»，写周报用"]),
 ("long_base64_non_secret", [
  "en|data:image/png;base64,«F:b64long»",
  "zh|接口返回的图片是 base64：\"avatar\": \"«F:b64long»\"",
  "en|{\"message\": {\"data\": \"«F:b64long»\", \"messageId\": \"«F:digits»\"}}"]),
 ("numbers_that_look_like_pins", [
  "en|@chat order «F:pinlike» shipped, tracking number «F:digits»",
  "zh|@chat 快递单号 «F:digits»«F:pinlike»，取件码 5-3-«F:n»",
  "en|Build «F:pinlike» passed in 4m«F:n»s",
  "zh|会议号 «F:pinlike»«F:n»，周四下午三点"]),
 ("wallet_public_addresses", [
  "en|send test ETH to 0x«F:hx40», tx 0x«F:hx64»",
  "zh|收款地址（公开的）：0x«F:hx40»",
  "en|explorer: https://etherscan.io/address/0x«F:hx40»"]),
 ("totp_docs_and_codes", [
  "en|Enter the 6-digit code from your authenticator app. Codes refresh every 30 seconds.",
  "zh|@chat 验证码已发送，5 分钟内有效（不要告诉任何人）",
  "en|otpauth://totp/Example:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example  (RFC example from the Google Authenticator wiki)"]),
 ("cloud_resource_identifiers", [
  "en|arn:aws:secretsmanager:us-east-1:«F:digits»12:secret:prod/«F:word»/db-«F:an6»",
  "zh|/subscriptions/«F:uuid»/resourceGroups/rg-«F:word»/providers/Microsoft.Storage/storageAccounts/«F:word»store",
  "en|projects/«F:word»-«F:n»/secrets/db-password/versions/latest",
  "zh|腾讯云 APPID «F:digits»，地域 ap-guangzhou，桶名 «F:word»-«F:digits»"]),
 ("cookie_names_and_prefs", [
  "en|Set-Cookie: theme=dark; Path=/; Max-Age=31536000",
  "zh|Cookie: lang=zh-CN; _ga=GA1.2.«F:digits».«F:digits»; sidebar=collapsed",
  "en|We use a session cookie named connect.sid and a CSRF cookie; neither is shared with third parties."]),
 ("signatures_and_nonces", [
  "en|X-Hub-Signature-256: sha256=«F:hx64»",
  "zh|回调参数：timestamp=«F:digits»&nonce=«F:an6»&signature=«F:hx40»",
  "en|Stripe-Signature: t=«F:digits»,v1=«F:hx64»",
  "zh|微信支付回调验签：Wechatpay-Signature: «F:b64long»"]),
 ("secret_refs_in_ci", [
  "en|env:\n  GROQ_API_KEY: ${{ secrets.GROQ_API_KEY }}\n  HF_TOKEN: ${{ secrets.HF_TOKEN }}",
  "zh|Jenkinsfile：withCredentials([string(credentialsId: '«F:word»-token', variable: 'TOKEN')]) { sh 'deploy.sh' }",
  "en|password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256  # (encrypted blob lives in group_vars, not here)",
  "zh|GitLab 变量 $CI_REGISTRY_PASSWORD 由 Runner 注入，不要写进 .gitlab-ci.yml"]),
 ("tool_flags_prompt_for_password", [
  "en|$ mysql -u «F:user» -p -h «F:host»\nEnter password:",
  "zh|sqlcmd -S «F:host» -U sa -P （会提示输入密码，别写在命令里）",
  "en|$ keytool -list -keystore app.jks\nEnter keystore password:",
  "zh|docker login 建议用 --password-stdin：\necho \"$REG_PASS\" | docker login -u «F:user» --password-stdin harbor.«F:dom»"]),
 ("version_and_build_strings", [
  "en|Version: 4.«F:n».0+build.«F:hx7» (go1.22.«F:n», linux/amd64)",
  "zh|当前版本 v2.«F:n».«F:n»，构建 «F:hx16»",
  "en|python 3.11.«F:n» (main, «F:date») [GCC 12.2.0]"]),
 ("api_usage_and_limits", [
  "en|Rate limit: «F:n»000 tokens/min; you used «F:digits» tokens this month.",
  "zh|本月调用量 «F:digits» 次，剩余额度 «F:n» 万 tokens",
  "en|max_tokens=«F:n»00, temperature=0.2, top_p=0.9"]),
 ("key_ids_not_keys", [
  "en|kid: «F:hx16»  (JWKS key id, rotate monthly)",
  "zh|证书序列号：«F:HX40»",
  "en|GPG key fingerprint: «F:HX40»",
  "zh|SSH 指纹：SHA256:«F:b64pub»"]),
 ("redacted_incident_notes", [
  "en|Postmortem: a Terraform Cloud token was pasted in #ops at «F:time»; it was revoked within 10 minutes and replaced.",
  "zh|事故复盘：«F:date» 有人在群里发了 root 密码，已立即修改，新密码未在任何聊天中出现",
  "en|Action item: rotate the Okta API token and the Sentry DSN key after the contractor offboarding."]),
 ("example_config_docs", [
  "en|# mongosh \"mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/\"",
  "zh|示例：smbclient //server/share -U 用户名%密码",
  "en|Usage: htpasswd [-cimB25dpsDv] [-C cost] passwordfile username password",
  "zh|openssl 参数说明：-passin pass:<密码> 可以改为 -passin env:VAR 或 -passin file:路径"]),
]
