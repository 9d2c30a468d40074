import type { LocalizedDoc } from './faq-texts.ts'

/** Content pages (/main/{id}); `category` holds the slug. `{site}` is replaced by the site name. */
export const PAGES: readonly LocalizedDoc[] = [
  {
    id: 1,
    category: 'about',
    title: { vi_VN: 'Về chúng tôi', en_US: 'About us', zh_CN: '关于我们' },
    content: {
      vi_VN:
        '<h2>{site} — sân chơi giải trí trực tuyến hàng đầu châu Á</h2><p>{site} hoạt động từ năm 2016 theo giấy phép của PAGCOR (Philippines), cung cấp hơn 5.000 trò chơi: nổ hũ, casino trực tuyến, thể thao, xổ số, game bài, đá gà và thể thao điện tử.</p><p>Chúng tôi cam kết <strong>nạp rút nhanh trong 3 phút</strong>, bảo mật dữ liệu chuẩn SSL 256-bit và đội ngũ CSKH tiếng Việt trực 24/7.</p>',
      en_US:
        '<h2>{site} — a leading online entertainment venue in Asia</h2><p>{site} has operated since 2016 under a PAGCOR (Philippines) licence and offers more than 5,000 games: slots, live casino, sports, lottery, card games, cockfighting and e-sports.</p><p>We promise <strong>deposits and withdrawals within 3 minutes</strong>, 256-bit SSL data protection and a support team available 24/7.</p>',
      zh_CN:
        '<h2>{site} — 亚洲领先的线上娱乐平台</h2><p>{site}自2016年起持菲律宾PAGCOR牌照运营，提供超过5,000款游戏：电子、真人、体育、彩票、棋牌、斗鸡及电竞。</p><p>我们承诺<strong>3分钟极速存取款</strong>、256位SSL数据加密及24小时在线客服。</p>',
    },
  },
  {
    id: 2,
    category: 'terms',
    title: { vi_VN: 'Điều khoản và điều kiện', en_US: 'Terms and conditions', zh_CN: '条款与规则' },
    content: {
      vi_VN:
        '<h3>1. Điều kiện tham gia</h3><p>Người chơi phải đủ 18 tuổi và chịu trách nhiệm tuân thủ pháp luật nơi cư trú.</p><h3>2. Tài khoản</h3><p>Mỗi người chỉ được mở một tài khoản. Các tài khoản trùng lặp, cùng IP hoặc cùng thông tin ngân hàng có thể bị khóa và hủy tiền thưởng.</p><h3>3. Cược và kết quả</h3><p>Kết quả được xác định theo dữ liệu của nhà cung cấp trò chơi. {site} có quyền hủy các cược phát sinh do lỗi hệ thống.</p><h3>4. Thay đổi điều khoản</h3><p>{site} có thể cập nhật điều khoản bất kỳ lúc nào; phiên bản mới có hiệu lực ngay khi được đăng tải.</p>',
      en_US:
        '<h3>1. Eligibility</h3><p>Players must be at least 18 and are responsible for obeying the laws of where they live.</p><h3>2. Accounts</h3><p>One account per person. Duplicate accounts sharing an IP address or bank details may be closed and their bonuses cancelled.</p><h3>3. Bets and results</h3><p>Results follow the game provider’s records. {site} may void bets placed because of a system error.</p><h3>4. Changes</h3><p>{site} may update these terms at any time; a new version applies as soon as it is published.</p>',
      zh_CN:
        '<h3>1. 参与条件</h3><p>玩家须年满18岁，并自行遵守居住地法律。</p><h3>2. 账户</h3><p>每人仅限一个账户。重复账户、同IP或同银行信息的账户可能被冻结并取消彩金。</p><h3>3. 投注与结果</h3><p>结果以游戏平台数据为准。因系统错误产生的注单，{site}有权作废。</p><h3>4. 条款变更</h3><p>{site}可随时更新条款，新版本发布即生效。</p>',
    },
  },
  {
    id: 3,
    category: 'privacy',
    title: { vi_VN: 'Chính sách bảo mật', en_US: 'Privacy policy', zh_CN: '隐私政策' },
    content: {
      vi_VN:
        '<p>{site} chỉ thu thập thông tin cần thiết để mở tài khoản, xử lý giao dịch và phòng chống gian lận. Dữ liệu được mã hóa và không bao giờ được bán cho bên thứ ba.</p><p>Bạn có thể yêu cầu xem, sửa hoặc xóa dữ liệu cá nhân bằng cách liên hệ CSKH.</p>',
      en_US:
        '<p>{site} collects only what it needs to open accounts, process payments and prevent fraud. Data is encrypted and never sold to third parties.</p><p>You may ask to see, correct or delete your personal data by contacting support.</p>',
      zh_CN:
        '<p>{site}仅收集开户、处理交易及防范欺诈所需的信息。数据经加密保存，绝不出售给第三方。</p><p>您可联系客服查看、更正或删除个人资料。</p>',
    },
  },
  {
    id: 4,
    category: 'responsible-gaming',
    title: { vi_VN: 'Chơi có trách nhiệm', en_US: 'Responsible gaming', zh_CN: '负责任博彩' },
    content: {
      vi_VN:
        '<p>Hãy coi cá cược là trò giải trí, không phải cách kiếm tiền. Đặt ngân sách trước khi chơi, nghỉ giải lao thường xuyên và không đuổi theo khoản thua.</p><p>Bạn có thể tự giới hạn nạp tiền hoặc tạm khóa tài khoản bất cứ lúc nào qua CSKH.</p>',
      en_US:
        '<p>Treat betting as entertainment, not a way to earn money. Set a budget before you play, take regular breaks and never chase losses.</p><p>You can limit your deposits or pause your account at any time through support.</p>',
      zh_CN:
        '<p>请将博彩视为娱乐而非赚钱手段。游戏前设定预算，定期休息，切勿追输。</p><p>您可随时通过客服限制存款或暂停账户。</p>',
    },
  },
  {
    id: 5,
    category: 'contact',
    title: { vi_VN: 'Liên hệ', en_US: 'Contact us', zh_CN: '联系我们' },
    content: {
      vi_VN:
        '<p>CSKH trực tuyến 24/7 qua Live Chat, Telegram <strong>@lotus_cskh</strong>, Zalo <strong>0899 888 888</strong> và email <strong>cskh@lotus.test</strong>.</p>',
      en_US:
        '<p>Support is online 24/7 by live chat, Telegram <strong>@lotus_cskh</strong>, Zalo <strong>0899 888 888</strong> and e-mail <strong>support@lotus.test</strong>.</p>',
      zh_CN:
        '<p>24小时在线客服：在线聊天、Telegram <strong>@lotus_cskh</strong>、Zalo <strong>0899 888 888</strong>、邮箱 <strong>support@lotus.test</strong>。</p>',
    },
  },
]
