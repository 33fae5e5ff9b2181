"""Corpus N hand-written secret kinds, part B: config formats, cloud pairs, keys, long values, placements."""
KINDS_B = [
 ("php_define_configs", [
  "en|<?php\n// wp-config.php\ndefine( 'DB_NAME', 'wp_«F:word»' );\ndefine( 'DB_USER', '«F:user»' );\ndefine( 'DB_PASSWORD', '«S:safepw»' );",
  "zh|这是 wp-config.php 的片段，帮我看看为什么连不上库：\ndefine('DB_HOST', '«F:ip»');\ndefine('DB_PASSWORD', \"«S:safepw»\");",
  "en|define('AUTH_KEY',         '«S:wpsalt»');\ndefine('SECURE_AUTH_KEY',  '«S:wpsalt»');",
  "zh|Drupal settings.php：\n$databases['default']['default'] = ['driver' => 'mysql', 'username' => '«F:user»', 'password' => '«S:safepw»'];"]),
 ("xml_password_elements", [
  "en|<!-- ~/.m2/settings.xml -->\n<server>\n  <id>nexus-releases</id>\n  <username>«F:user»</username>\n  <password>«S:safepw»</password>\n</server>",
  "zh|tomcat-users.xml 里：\n<user username=\"«F:user»\" password=\"«S:safepw»\" roles=\"manager-gui\"/>",
  "en|<Resource name=\"jdbc/app\" auth=\"Container\" type=\"javax.sql.DataSource\" username=\"«F:user»\" password=\"«S:safepw»\" url=\"jdbc:mysql://«F:host»:3306/app\"/>",
  "zh|<!-- 配置中心导出 -->\n<credentials>\n  <secret>«S:hx40»</secret>\n</credentials>",
  "en|<Connector port=\"8443\" SSLEnabled=\"true\" keystoreFile=\"conf/ks.jks\" keystorePass=\"«S:safepw»\"/>"]),
 ("docker_config_json_auth", [
  "en|$ cat ~/.docker/config.json\n{\n  \"auths\": {\n    \"registry.«F:dom»\": {\n      \"auth\": \"«S:dockerauth»\"\n    }\n  }\n}",
  "zh|CI 机器上的 /root/.docker/config.json：\n{\"auths\":{\"ccr.ccs.tencentyun.com\":{\"auth\":\"«S:dockerauth»\"}}}",
  "en|kubectl create secret generic regcred --type=kubernetes.io/dockerconfigjson --from-literal=.dockerconfigjson='{\"auths\":{\"ghcr.io\":{\"auth\":\"«S:dockerauth»\"}}}'"]),
 ("framework_secret_keys", [
  "en|# config/credentials (decrypted)\nsecret_key_base: «S:hx128»",
  "zh|Flask 配置：\napp.config['SECRET_KEY'] = '«S:hx40»'",
  "en|APP_KEY=base64:«S:b64_32»\nAPP_ENV=production",
  "zh|Symfony .env.local 里 APP_SECRET=«S:hx32» ，这个能提交吗？",
  "en|SESSION_SECRET=«S:urlsafe43» node server.js"]),
 ("session_cookies", [
  "en|$ curl -b 'connect.sid=s%3A«S:sid»' https://admin.«F:dom»/api/me",
  "zh|抓包看到的请求头：\nCookie: PHPSESSID=«S:phpsess»; lang=zh-CN",
  "en|Cookie: _session_id=«S:hx32»; theme=dark",
  "zh|浏览器里复制的 cookie：laravel_session=«S:lvsess»"]),
 ("camelcase_prefixed_keys", [
  "en|{\n  \"storageKey\": \"«S:b64_64»\",\n  \"region\": \"eastasia\"\n}",
  "zh|前端配置 config.json：\n{\"clientId\": \"«F:uuid»\", \"clientSecret\": \"«S:urlsafe40»\"}",
  "en|dbPass: «S:safepw»\ndbUser: «F:user»",
  "zh|appsettings 里：\"apiToken\": \"«S:an40»\"，上线前要删",
  "en|const cfg = { mailgunApiToken: '«S:an40»', retries: 3 };"]),
 ("huawei_cloud_aksk", [
  "en|[default]\nhuaweicloud_access_key = «S:hw_ak»\nhuaweicloud_secret_key = «S:hw_sk»",
  "zh|华为云 OBS 配置：\nAK：«S:hw_ak»\nSK：«S:hw_sk»\n区域 cn-north-4",
  "en|$ export HW_ACCESS_KEY=«S:hw_ak» HW_SECRET_KEY=«S:hw_sk»"]),
 ("tencent_cloud_secret_ids", [
  "en|$ tccli configure set secretId «S:tc_id» secretKey «S:tc_key»",
  "zh|腾讯云 COS 上传脚本：\nSecretId = '«S:tc_id»'\nSecretKey = '«S:tc_key»'",
  "zh|@chat 腾讯云子账号 API 密钥：SecretId «S:tc_id» / SecretKey «S:tc_key»"]),
 ("azure_storage_account_keys", [
  "en|DefaultEndpointsProtocol=https;AccountName=«F:word»store;AccountKey=«S:az_storage»;EndpointSuffix=core.windows.net",
  "zh|az storage 命令：\naz storage blob upload --account-name «F:word»logs --account-key «S:az_storage» -c backups -f db.bak",
  "en|AZURE_STORAGE_KEY=«S:az_storage»"]),
 ("qiniu_baidu_cloud_keys", [
  "zh|七牛上传配置：\naccess_key = '«S:qiniu_ak»'\nsecret_key = '«S:qiniu_sk»'\nbucket = '«F:word»-static'",
  "zh|百度智能云 BOS：AK «S:bd_ak» SK «S:bd_sk»",
  "en|$ qshell account «S:qiniu_ak» «S:qiniu_sk» «F:user»"]),
 ("object_storage_compat_keys", [
  "en|[b2]\ntype = b2\naccount = «S:backblaze_id»\nkey = «S:backblaze_key»",
  "zh|MinIO 根账号：MINIO_ROOT_USER=«F:user» MINIO_ROOT_PASSWORD=«S:minio_sk»",
  "en|# ~/.s3cfg (Wasabi)\naccess_key = «S:digitalocean_spaces»\nsecret_key = «S:wasabi_sk»"]),
 ("age_and_sops_keys", [
  "en|# created: 2026-03-02T10:11:12Z\n# public key: age1«F:bech»\n«S:age»",
  "zh|SOPS 解密要用的 age 私钥（keys.txt）：\n«S:age»",
  "en|$ export SOPS_AGE_KEY=«S:age»"]),
 ("totp_seeds", [
  "en|otpauth://totp/«F:dom»:«F:user»?secret=«S:totp»&issuer=«F:word»",
  "zh|两步验证扫码不了就手动输入密钥：«S:totp4»",
  "en|@chat if the QR doesn't work, the setup key is «S:totp4»"]),
 ("bip39_twelve_words", [
  "en|@chat seed phrase for the test wallet: «S:m12»",
  "zh|@chat 助记词（12 个）：«S:m12»",
  "en|wallet backup.txt:\n«S:m12»"]),
 ("openssh_and_ec_private_keys", [
  "en|-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n«S:b64line»\n«S:b64line»\n«S:b64line»\n-----END OPENSSH PRIVATE KEY-----",
  "zh|这个 EC 私钥是测试环境的：\n-----BEGIN EC PRIVATE KEY-----\n«S:b64line»\n«S:b64line»\n-----END EC PRIVATE KEY-----",
  "en|PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: «F:user»\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI«F:hx40»\nPrivate-Lines: 1\n«S:b64line»\nPrivate-MAC: «F:hx64»"]),
 ("long_session_tokens_unquoted", [
  "en|session_token=«S:longtok» expires=3600",
  "zh|登录接口返回的 token：\naccess_token: «S:longtok»",
  "en|Authorization: Bearer «S:longtok»",
  "zh|@chat 这个 refresh_token 太长了，你直接复制：«S:longtok»"]),
 ("long_refresh_and_sa_blobs", [
  "en|GOOGLE_CREDENTIALS_BASE64=«S:sa_blob»",
  "zh|服务账号 JSON 做了 base64，放在变量里：GCP_SA_KEY=\"«S:sa_blob»\"",
  "en|{\"refresh_token\": \"«S:refresh»\"}",
  "en|refresh_token: '«S:refresh»'"]),
 ("long_jwt_cookies", [
  "en|Set-Cookie: __Secure-next-auth.session-token=«S:bigjwt»; Path=/; HttpOnly",
  "zh|Supabase service_role 密钥：«S:bigjwt»",
  "en|id_token=«S:bigjwt»&state=«F:hx7»"]),
 ("git_remote_and_diff_leaks", [
  "en|diff --git a/.env.production b/.env.production\n+DATABASE_URL=postgres://«F:user»:«S:safepw»@«F:host»:5432/app",
  "zh|git remote -v 输出：\norigin  https://«F:user»:«S:gitea»@git.«F:dom»/team/app.git (fetch)",
  "en|commit «F:hx40»\n    fix smtp\n\n-SMTP_PASS=\n+SMTP_PASS=«S:safepw»"]),
 ("k8s_secret_manifests", [
  "en|apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  DB_PASSWORD: «S:safepw»\n  REDIS_PASSWORD: «S:safepw»",
  "zh|kubectl get secret app -o jsonpath='{.data.token}' | base64 -d\n«S:an40»",
  "en|$ kubectl create secret generic smtp --from-literal=password='«S:pw»' -n mail"]),
 ("terraform_state_and_plan", [
  "en|  + resource \"aws_db_instance\" \"main\" {\n      + password = \"«S:safepw»\"\n      + username = \"«F:user»\"",
  "zh|terraform.tfstate 里明文存着：\n\"administrator_login_password\": \"«S:safepw»\",",
  "en|terraform.tfvars:\ndb_admin_password = \"«S:safepw»\""]),
 ("browser_copy_as_curl", [
  "en|curl 'https://api.«F:dom»/v2/orders' -H 'accept: application/json' -H 'x-api-key: «S:an40»' --compressed",
  "zh|从浏览器 Copy as cURL 的：\ncurl 'https://«F:dom»/admin/list' -H 'authorization: Token «S:hx40»'",
  "en|fetch(\"https://«F:dom»/graphql\", {\"headers\": {\"x-auth-token\": \"«S:urlsafe43»\"}, \"method\": \"POST\"});"]),
 ("dockerfile_and_ci_vars", [
  "en|FROM node:20\nENV NPM_CONFIG_REGISTRY=https://npm.«F:dom»\nARG NEXUS_PASSWORD=«S:safepw»\nRUN npm ci",
  "zh|Jenkinsfile 片段：\nenvironment {\n  SONAR_TOKEN = '«S:hx40»'\n}",
  "en|.gitlab-ci.yml\nvariables:\n  DEPLOY_PASSWORD: \"«S:safepw»\""]),
 ("env_dumps_and_printenv", [
  "en|$ printenv | grep -i pass\nPGPASSWORD=«S:safepw»\nPASSWORD_MIN_LEN=12",
  "zh|容器里 env 输出：\nHOSTNAME=«F:hx7»\nRABBITMQ_DEFAULT_PASS=«S:safepw»\nTZ=Asia/Shanghai",
  "en|Traceback (most recent call last):\n  ...\nKeyError: 'token'\nlocals: {'api_secret': '«S:an40»', 'retries': 2}"]),
 ("app_config_files_cn", [
  "zh|application-prod.yml：\nspring:\n  datasource:\n    username: «F:user»\n    password: «S:safepw»",
  "zh|Nacos 配置：\nspring.redis.password=«S:safepw»\nspring.redis.host=«F:host»",
  "zh|若依后台 application-druid.yml 里 druid 监控页 login-password: «S:safepw»"]),
 ("package_registry_files", [
  "en|# ~/.pypirc\n[pypi]\nusername = __token__\npassword = «S:pypi_tp»",
  "en|// composer auth.json\n{\"http-basic\": {\"repo.«F:dom»\": {\"username\": \"«F:user»\", \"password\": \"«S:safepw»\"}}}",
  "zh|gradle.properties 里：\nmavenPassword=«S:safepw»\nmavenUser=«F:user»",
  "en|# pip.conf\n[global]\nindex-url = https://«F:user»:«S:safepw»@pypi.«F:dom»/simple"]),
 ("rclone_and_fstab_creds", [
  "en|[nas]\ntype = webdav\nurl = https://«F:host»/dav\nuser = «F:user»\npass = «S:safepw»",
  "zh|/etc/samba/cred 文件：\nusername=«F:user»\npassword=«S:safepw»",
  "en|//«F:ip»/media /mnt/media cifs username=«F:user»,password=«S:safepw»,uid=1000 0 0"]),
]
