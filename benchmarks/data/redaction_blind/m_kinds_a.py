"""Secret kinds, part A: prose, tool flags, config formats. Each kind: (name, [templates])."""
K = []
def k(name, *tpls):
    K.append((name, list(tpls)))

# ---------- passwords in prose (new phrasings) ----------
k("prose_read_it_back",
  "en|@chat ok reading it back so you can check: ⟦S:pw⟧ — if that's right I'll save it in the vault",
  "zh|@chat 我念一遍你核对下：⟦S:pwzh⟧，没错的话我就存到密码本里了",
  "en|@chat the one on the sticky note under the monitor is ⟦S:pw⟧, not the old one")
k("prose_password_hint_field",
  "en|@chat forgot-password page wants the old one first. it was ⟦S:pw⟧ until Tuesday, the new one will be ⟦S:pw⟧",
  "zh|@chat 旧密码 ⟦S:pwzh⟧ 已经不能用了，新设的是 ⟦S:pwzh⟧，别再记混",
  "en|@chat pro tip: the kiosk admin pw never changed from the install, still ⟦S:pw⟧")
k("prose_voice_memo_style",
  "en|Voice memo transcript (auto): \"...reminder for Monday, the storage box login is ⟦f:user⟧ and the password is ⟦S:pw⟧, tell ⟦f:ename⟧...\"",
  "zh|语音转文字：\"……周一记得，存储那台的登录账号 ⟦f:user⟧，密码是 ⟦S:pwzh⟧，告诉一下⟦f:name⟧……\"")
k("prose_laptop_handover",
  "en|@chat handing the laptop to ⟦f:ename⟧ tomorrow. BIOS: ⟦S:upw⟧ / Windows local admin: ⟦S:pw⟧ / BitLocker PIN ⟦S:pin⟧",
  "zh|@chat 电脑交接给⟦f:name⟧：BIOS 密码 ⟦S:upw⟧，开机密码 ⟦S:pwzh⟧，BitLocker PIN ⟦S:pin⟧",
  "en|Asset handover sheet\nAsset: LT-⟦f:num⟧\nLocal admin password: ⟦S:pw⟧\nFirmware password: ⟦S:upw⟧")
k("prose_zh_internet_slang",
  "zh|@chat 密码懂的都懂 ⟦S:pwzh⟧ 哈哈，用完记得改",
  "zh|@chat 给你个号：⟦f:py⟧，密码 ⟦S:pwzh⟧，别外传哦",
  "en|@chat login for the shared staging box → ⟦f:user⟧ + ⟦S:pw⟧ (don't screenshot pls)")
k("prose_guest_network",
  "en|@chat guest network is \"⟦f:word⟧-guest\", key ⟦S:pw⟧ — the printer is on the other SSID",
  "zh|@chat 访客 WiFi 叫 ⟦f:co⟧-Guest，连接密码 ⟦S:pwzh⟧，会议室那台投屏也连这个",
  "en|Front-desk card: Network ⟦f:word⟧_5G · Passphrase ⟦S:phrase⟧")
k("prose_recovery_codes",
  "en|@chat save these somewhere safe, they're the 2FA recovery codes for the org owner account: ⟦S:lc5+'-'+lc5⟧ ⟦S:lc5+'-'+lc5⟧ ⟦S:lc5+'-'+lc5⟧",
  "zh|@chat 管理员账号的备用恢复码（每个只能用一次）：⟦S:dg4+' '+dg4⟧、⟦S:dg4+' '+dg4⟧")
k("prose_safe_and_lock_codes",
  "en|@chat combo for the server room cage is ⟦S:pin⟧, and the key safe beside it ⟦S:pin⟧",
  "zh|@chat 机房机柜的密码锁是 ⟦S:pin⟧，钥匙柜 ⟦S:pin⟧，用完拨乱")
k("prose_account_recovery_phrases",
  "en|@chat the security answer on the domain registrar account is literally \"⟦S:phrase⟧\" (yes, with spaces)",
  "zh|@chat 域名注册商那个账号的密保答案是「⟦S:phrase⟧」，密码 ⟦S:pwzh⟧")
k("prose_password_in_parenthesis_zh",
  "zh|@chat 数据库已经建好了（账号 ⟦f:user⟧ 密码 ⟦S:pwzh⟧），你连一下看看",
  "zh|@chat 报表系统的管理员我帮你开了，初始口令：⟦S:pwzh⟧，第一次登录会让你改",
  "en|@chat DB is up (user ⟦f:user⟧ pass ⟦S:pw⟧), try connecting when you get a sec")
k("prose_forwarded_sms",
  "en|Fwd SMS from IT: Your temporary password for ⟦f:dom⟧ is ⟦S:an10⟧. It expires in 24 hours.",
  "zh|转发短信：【⟦f:co⟧】您的系统初始密码为 ⟦S:an10⟧，请及时登录修改。")
k("prose_agent_stores_in_memory",
  "en|Remember for later: the staging Postgres superuser password is ⟦S:pw⟧ (user postgres on ⟦f:host⟧).",
  "zh|记住：测试环境 Redis 的 requirepass 是 ⟦S:pwzh⟧，下次直接用。")
k("prose_code_review_comment",
  "en|@chat nit: you left the real SMTP password in the diff, line 42 → `⟦S:pw⟧`. rotate it before merging",
  "zh|@chat 第 17 行把真实的数据库密码提交上来了：⟦S:pwzh⟧，合并之前先改掉再重置")
k("prose_pin_for_cards",
  "en|@chat the company card PIN is ⟦S:pin⟧ — use it for the AWS invoice only",
  "zh|@chat 公司公务卡密码 ⟦S:pin⟧，只用来付云服务器的钱")

# ---------- tool flags and forms (new tools) ----------
k("redis_cli_auth",
  "en|$ redis-cli -h ⟦f:host⟧ -p 6379 -a '⟦S:pw⟧' --no-auth-warning INFO replication",
  "zh|连一下缓存：redis-cli -u redis://default:⟦S:upw⟧@⟦f:ip⟧:6379/0 ping",
  "en|127.0.0.1:6379> AUTH ⟦f:user⟧ ⟦S:upw⟧\nOK")
k("ipmitool_racadm",
  "en|$ ipmitool -I lanplus -H ⟦f:ip⟧ -U ADMIN -P ⟦S:upw⟧ chassis power status\nChassis Power is on",
  "zh|带外管理重启：racadm -r ⟦f:ip⟧ -u root -p ⟦S:upw⟧ serveraction powercycle")
k("rabbitmqctl_users",
  "en|$ rabbitmqctl add_user ⟦f:user⟧ '⟦S:pw⟧' && rabbitmqctl set_user_tags ⟦f:user⟧ management",
  "zh|MQ 加账号：rabbitmqctl change_password ⟦f:user⟧ ⟦S:upw⟧")
k("curl_user_flags_new",
  "en|$ curl -sS -u ⟦f:user⟧:⟦S:upw⟧ https://nexus.⟦f:dom⟧/service/rest/v1/repositories | jq length",
  "zh|调接口：curl --user '⟦f:user⟧:⟦S:pw⟧' -X POST https://jenkins.⟦f:dom⟧/job/⟦f:proj⟧/build",
  "en|$ curl --oauth2-bearer ⟦S:an40⟧ https://api.⟦f:dom⟧/v2/me")
k("psql_pgpassword_env",
  "en|$ PGPASSWORD='⟦S:pw⟧' psql -h ⟦f:host⟧ -U ⟦f:user⟧ -d ⟦f:db⟧ -c '\\dt'",
  "zh|备份脚本里这么写的：PGPASSWORD=⟦S:upw⟧ pg_dump -h ⟦f:ip⟧ -U ⟦f:user⟧ ⟦f:db⟧ > /data/bak.sql")
k("mysql_login_path_and_flags",
  "en|$ mysql_config_editor set --login-path=prod --host=⟦f:host⟧ --user=⟦f:user⟧ --password\nEnter password: ⟦S:pw⟧",
  "zh|$ mysql -h⟦f:ip⟧ -P3306 -u⟦f:user⟧ -p⟦S:upw⟧ -e 'show processlist'\n（这个命令会把密码留在 history 里）")
k("vault_cli_tokens",
  "en|$ export VAULT_ADDR=https://vault.⟦f:dom⟧ VAULT_TOKEN=hvs.⟦S:url24⟧\n$ vault kv get secret/⟦f:proj⟧",
  "zh|vault 登录：vault login hvs.⟦S:url24⟧  （root token，别外传）")
k("kubeadm_join_tokens",
  "en|You can now join any number of machines by running:\n  kubeadm join ⟦f:ip⟧:6443 --token ⟦S:kubeadm⟧ \\\n\t--discovery-token-ca-cert-hash sha256:⟦P:hx64⟧ \\\n\t--control-plane --certificate-key ⟦S:hx64⟧",
  "zh|新节点加入集群：kubeadm join ⟦f:ip⟧:6443 --token ⟦S:kubeadm⟧ --discovery-token-ca-cert-hash sha256:⟦P:hx64⟧")
k("elastic_reset_password",
  "en|$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: ⟦S:an20⟧",
  "zh|ES 8 安装完输出的：\n✅ Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  ⟦S:an20⟧")
k("initial_admin_passwords",
  "en|$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n⟦S:hx32⟧",
  "zh|Argo CD 初始密码：kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d\n⟦S:url16⟧",
  "en|$ sudo cat /etc/gitlab/initial_root_password | grep ^Password\nPassword: ⟦S:B32⟧")
k("snmp_and_network_devices",
  "en|snmp-server community ⟦S:an12⟧ RO\nsnmp-server user monitor v3grp v3 auth sha ⟦S:upw⟧ priv aes 128 ⟦S:upw⟧",
  "zh|交换机配置片段：\nusername admin privilege 15 password 0 ⟦S:upw⟧\nenable password 0 ⟦S:upw⟧")
k("radius_tacacs_secrets",
  "en|client ⟦f:ip⟧ {\n    secret = ⟦S:an16⟧\n    shortname = core-sw\n}",
  "zh|tacacs-server host ⟦f:ip⟧ key 0 ⟦S:an14⟧   # 认证服务器共享密钥")
k("nextcloud_occ_and_webapps",
  "en|$ sudo -u www-data php occ maintenance:install --admin-user=admin --admin-pass='⟦S:pw⟧' --database=pgsql --database-pass='⟦S:upw⟧'",
  "zh|1Panel 面板安装完成：\n外网地址: http://⟦f:pip⟧:3⟦f:num⟧/⟦P:lc10⟧\n面板用户: ⟦P:lc10⟧\n面板密码: ⟦S:lc10⟧")
k("remote_desktop_ids_codes",
  "en|@chat AnyDesk id 1 ⟦P:dg3⟧ ⟦P:dg3⟧ ⟦P:dg3⟧, unattended password ⟦S:pw⟧",
  "zh|@chat 向日葵识别码 ⟦P:dg3⟧ ⟦P:dg3⟧ ⟦P:dg3⟧，验证码 ⟦S:lc6⟧；ToDesk 临时密码 ⟦S:lc8⟧")
k("wpa_supplicant_hostapd",
  "en|network={\n    ssid=\"⟦f:word⟧-corp\"\n    key_mgmt=WPA-EAP\n    identity=\"⟦f:user⟧\"\n    password=\"⟦S:pw⟧\"\n}",
  "zh|hostapd.conf（路由器刷机后）：\nssid=⟦f:py⟧_home\nwpa_passphrase=⟦S:pwzh⟧")
k("openvpn_static_and_auth",
  "en|$ cat client.ovpn | sed -n '/<tls-crypt>/,/<\\/tls-crypt>/p'\n<tls-crypt>\n-----BEGIN OpenVPN Static key V1-----\n⟦S:ovpn⟧\n-----END OpenVPN Static key V1-----\n</tls-crypt>",
  "zh|auth-user-pass 文件内容：\n⟦f:user⟧\n⟦S:pwzh⟧")
k("proxy_clients_cn",
  "zh|Clash 订阅里的一段：\n- name: hk-01\n  type: trojan\n  server: ⟦f:dom⟧\n  port: 443\n  password: ⟦S:uuid⟧",
  "en|frpc.toml\nserverAddr = \"⟦f:pip⟧\"\nserverPort = 7000\nauth.method = \"token\"\nauth.token = \"⟦S:an24⟧\"",
  "zh|@chat ss 链接：ss://⟦S:ss⟧@⟦f:pip⟧:8388#hk")
k("ngrok_zrok_tunnels",
  "en|$ ngrok config add-authtoken 2⟦S:an26+'_'+an21⟧\nAuthtoken saved to configuration file: /home/⟦f:user⟧/.config/ngrok/ngrok.yml",
  "zh|内网穿透配置 ngrok.yml：\nversion: \"2\"\nauthtoken: 2⟦S:an26+'_'+an21⟧")

# ---------- config formats (new files) ----------
k("pgpass_mycnf_files",
  "en|$ cat ~/.pgpass\n⟦f:host⟧:5432:⟦f:db⟧:⟦f:user⟧:⟦S:pw⟧\n*:5432:*:replicator:⟦S:upw⟧",
  "zh|~/.my.cnf 内容如下：\n[client]\nuser=⟦f:user⟧\npassword=\"⟦S:pwzh⟧\"\nhost=⟦f:ip⟧")
k("dbt_profiles_yml",
  "en|# ~/.dbt/profiles.yml\n⟦f:proj⟧:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: ⟦P:lc7⟧-⟦P:lc7⟧\n      user: ⟦f:user⟧\n      password: ⟦S:pw⟧\n      warehouse: TRANSFORMING",
  "zh|dbt 的 profiles.yml（Postgres）：\n  dev:\n    type: postgres\n    host: ⟦f:ip⟧\n    user: ⟦f:user⟧\n    pass: ⟦S:upw⟧\n    dbname: ⟦f:db⟧")
k("airflow_connections",
  "en|$ airflow connections add ⟦f:db⟧_pg --conn-uri 'postgres://⟦f:user⟧:⟦S:upw⟧@⟦f:host⟧:5432/⟦f:db⟧'",
  "zh|Airflow 环境变量：AIRFLOW_CONN_MYSQL_DEFAULT='mysql://⟦f:user⟧:⟦S:upw⟧@⟦f:ip⟧:3306/⟦f:db⟧'",
  "en|AIRFLOW__WEBSERVER__SECRET_KEY=⟦S:hx32⟧\nAIRFLOW__CORE__FERNET_KEY=⟦S:U32+'='⟧")
k("grafana_datasource_provisioning",
  "en|apiVersion: 1\ndatasources:\n  - name: Loki\n    type: loki\n    url: https://logs-prod-012.grafana.net\n    basicAuth: true\n    basicAuthUser: ⟦P:dg6⟧\n    secureJsonData:\n      basicAuthPassword: glc_⟦S:B96⟧",
  "zh|grafana.ini 里：\n[security]\nadmin_user = admin\nadmin_password = ⟦S:pwzh⟧\nsecret_key = ⟦S:an20⟧")
k("prometheus_alertmanager_auth",
  "en|scrape_configs:\n  - job_name: node\n    basic_auth:\n      username: prom\n      password: ⟦S:upw⟧\n    static_configs:\n      - targets: ['⟦f:ip⟧:9100']",
  "zh|alertmanager.yml 邮件告警：\nglobal:\n  smtp_smarthost: 'smtp.exmail.qq.com:465'\n  smtp_auth_username: 'alert@⟦f:dom⟧'\n  smtp_auth_password: '⟦S:an16⟧'")
k("logstash_filebeat_outputs",
  "en|output {\n  elasticsearch {\n    hosts => [\"https://⟦f:host⟧:9200\"]\n    user => \"logstash_writer\"\n    password => \"⟦S:pw⟧\"\n  }\n}",
  "zh|filebeat.yml：\noutput.elasticsearch:\n  hosts: [\"⟦f:ip⟧:9200\"]\n  username: \"elastic\"\n  password: \"⟦S:upw⟧\"",
  "en|[[outputs.influxdb_v2]]\n  urls = [\"https://influx.⟦f:dom⟧\"]\n  token = \"⟦S:U64+'=='⟧\"\n  organization = \"ops\"")
k("haproxy_nginx_auth",
  "en|userlist admins\n    user ⟦f:user⟧ insecure-password ⟦S:upw⟧\n\nfrontend stats\n    stats auth admin:⟦S:upw⟧",
  "zh|nginx 反代上游带认证：proxy_set_header Authorization \"Basic ⟦D>u:'svc'⟧⟦D>p:upw⟧⟦E:u,p⟧\";")
k("supervisor_pm2_configs",
  "en|[program:⟦f:proj⟧]\ncommand=/srv/⟦f:proj⟧/bin/run\nenvironment=DATABASE_URL=\"postgres://app:⟦S:upw⟧@⟦f:host⟧/⟦f:db⟧\",LOG_LEVEL=\"info\"",
  "zh|ecosystem.config.js：\nmodule.exports = { apps: [{ name: '⟦f:proj⟧', script: 'dist/main.js', env_production: { REDIS_PASSWORD: '⟦S:pwzh⟧', JWT_SECRET: '⟦S:an40⟧' } }] }")
k("keycloak_realm_exports",
  "en|\"clients\": [{\n  \"clientId\": \"⟦f:proj⟧-backend\",\n  \"secret\": \"⟦S:an32⟧\",\n  \"publicClient\": false\n}]",
  "zh|Keycloak 导出的 realm.json 里，客户端 ⟦f:proj⟧ 的 \"secret\": \"⟦S:an32⟧\"，SMTP \"password\": \"⟦S:upw⟧\"")
k("http_client_files",
  "en|### get orders (REST Client .http)\nGET https://api.⟦f:dom⟧/v1/orders\nAuthorization: Bearer ⟦S:url48⟧",
  "zh|Bruno 的 .bru 文件：\nauth:basic {\n  username: ⟦f:user⟧\n  password: ⟦S:pwzh⟧\n}",
  "en|Postman environment export:\n{\"key\": \"apiKey\", \"value\": \"⟦S:an40⟧\", \"type\": \"secret\", \"enabled\": true}")
k("load_test_scripts",
  "en|// k6 script\nexport const options = { vus: 20 };\nconst TOKEN = '⟦S:url40⟧';\nexport default function () { http.get(`https://api.⟦f:dom⟧/health`, { headers: { 'X-Api-Key': TOKEN } }); }",
  "zh|JMeter 的 jmx 里写死了：<stringProp name=\"Argument.value\">⟦S:pwzh⟧</stringProp> （参数名 password）")
k("nix_and_direnv",
  "en|# .envrc (direnv)\nexport DATABASE_URL=postgres://⟦f:user⟧:⟦S:upw⟧@localhost/⟦f:db⟧\nexport STRIPE_API_KEY=rk_live_⟦S:an99⟧",
  "zh|NixOS 配置里直接写了：services.nextcloud.config.adminpassFile = pkgs.writeText \"pw\" \"⟦S:pwzh⟧\";")
k("pulumi_serverless_configs",
  "en|# Pulumi.prod.yaml (someone ran `config set` without --secret)\nconfig:\n  ⟦f:proj⟧:dbPassword: ⟦S:pw⟧\n  ⟦f:proj⟧:slackToken: xoxb-⟦P:dg12⟧-⟦P:dg13⟧-⟦S:an24⟧",
  "zh|serverless.yml 里的环境变量：\nprovider:\n  environment:\n    MONGO_PASS: ⟦S:upw⟧")
k("wrangler_netlify_vercel",
  "en|$ vercel env pull .env.local && cat .env.local\nPOSTGRES_PASSWORD=\"⟦S:an24⟧\"\nKV_REST_API_TOKEN=\"⟦S:upstash⟧\"",
  "zh|wrangler.toml 里本来不该写的：\n[vars]\nADMIN_TOKEN = \"⟦S:an32⟧\"")
k("java_properties_variants",
  "en|# application-prod.properties\nspring.datasource.password=⟦S:pw⟧\nspring.mail.password=⟦S:an16⟧",
  "zh|jdbc.properties：\njdbc.url=jdbc:mysql://⟦f:ip⟧:3306/⟦f:db⟧?useSSL=false\njdbc.username=⟦f:user⟧\njdbc.password=⟦S:pwzh⟧",
  "en|quarkus.datasource.password=⟦S:upw⟧\nquarkus.oidc.credentials.secret=⟦S:an32⟧")
k("dotnet_appsettings",
  "en|\"ConnectionStrings\": {\n  \"Default\": \"Server=⟦f:host⟧;Database=⟦f:db⟧;User Id=⟦f:user⟧;Password=⟦S:upw⟧;TrustServerCertificate=True\"\n}",
  "zh|appsettings.Production.json：\n\"Jwt\": { \"Issuer\": \"⟦f:dom⟧\", \"SigningKey\": \"⟦S:B48⟧\" }")
k("r_and_matlab_envs",
  "en|# ~/.Renviron\nOPENAI_API_KEY=sk-proj-⟦S:url74+'T3BlbkFJ'+url74⟧\nDB_PWD=⟦S:pw⟧",
  "zh|MATLAB 脚本开头：conn = database('⟦f:db⟧','⟦f:user⟧','⟦S:pwzh⟧','Vendor','MySQL','Server','⟦f:ip⟧');")
k("hcl_nomad_consul",
  "en|# consul.hcl\nencrypt = \"⟦S:B32⟧\"\nacl { tokens { initial_management = \"⟦S:uuid⟧\" } }",
  "zh|Nomad 任务模板里写死了：env { NOMAD_TOKEN = \"⟦S:uuid⟧\" }")
k("erlang_cookie_and_cluster_secrets",
  "en|$ sudo cat /var/lib/rabbitmq/.erlang.cookie\n⟦S:AL20⟧",
  "zh|集群加节点前把 cookie 对齐：echo '⟦S:AL20⟧' > ~/.erlang.cookie")
k("ansible_vault_password_files",
  "en|$ cat ~/.ansible/vault_pass.txt\n⟦S:phrase⟧",
  "zh|ansible.cfg 指向的 vault 密码文件 .vault_pass 里就一行：⟦S:pwzh⟧")
k("code_server_jupyter_tokens",
  "en|[I 2026-03-11 09:12:44.013 ServerApp] http://127.0.0.1:8888/lab?token=⟦S:hx48⟧",
  "zh|code-server 的 ~/.config/code-server/config.yaml：\nbind-addr: 0.0.0.0:8080\nauth: password\npassword: ⟦S:hx24⟧")
