import type { Prng } from './prng.ts'

/** A name in the three languages the seed writes: en_US always, vi_VN and zh_CN for most games. */
export interface Trio {
  en: string
  vi: string
  zh: string
}

const ADJECTIVES: readonly Trio[] = [
  { en: 'Golden', vi: 'Vàng', zh: '黄金' },
  { en: 'Lucky', vi: 'May Mắn', zh: '幸运' },
  { en: 'Mighty', vi: 'Hùng Mạnh', zh: '威武' },
  { en: 'Sacred', vi: 'Thần Thánh', zh: '神圣' },
  { en: 'Wild', vi: 'Hoang Dã', zh: '狂野' },
  { en: 'Royal', vi: 'Hoàng Gia', zh: '皇家' },
  { en: 'Mystic', vi: 'Huyền Bí', zh: '神秘' },
  { en: 'Crystal', vi: 'Pha Lê', zh: '水晶' },
  { en: 'Jade', vi: 'Ngọc Bích', zh: '翡翠' },
  { en: 'Crimson', vi: 'Đỏ Thắm', zh: '赤红' },
  { en: 'Dancing', vi: 'Nhảy Múa', zh: '舞动' },
  { en: 'Blazing', vi: 'Rực Lửa', zh: '烈焰' },
  { en: 'Eternal', vi: 'Vĩnh Cửu', zh: '永恒' },
  { en: 'Thunder', vi: 'Sấm Sét', zh: '雷霆' },
  { en: 'Silver', vi: 'Bạc', zh: '白银' },
  { en: 'Imperial', vi: 'Đế Vương', zh: '帝王' },
  { en: 'Happy', vi: 'Hạnh Phúc', zh: '欢乐' },
  { en: 'Prosperous', vi: 'Thịnh Vượng', zh: '兴旺' },
  { en: 'Magic', vi: 'Ma Thuật', zh: '魔法' },
  { en: 'Ancient', vi: 'Cổ Đại', zh: '远古' },
  { en: 'Diamond', vi: 'Kim Cương', zh: '钻石' },
  { en: 'Moonlit', vi: 'Ánh Trăng', zh: '月光' },
  { en: 'Tropical', vi: 'Nhiệt Đới', zh: '热带' },
  { en: 'Cosmic', vi: 'Vũ Trụ', zh: '宇宙' },
  { en: 'Jolly', vi: 'Vui Vẻ', zh: '快乐' },
  { en: 'Heavenly', vi: 'Thiên Đường', zh: '天堂' },
]

const NOUNS: readonly Trio[] = [
  { en: 'Dragon', vi: 'Rồng', zh: '龙' },
  { en: 'Tiger', vi: 'Hổ', zh: '虎' },
  { en: 'Phoenix', vi: 'Phượng Hoàng', zh: '凤凰' },
  { en: 'Koi', vi: 'Cá Chép', zh: '锦鲤' },
  { en: 'Lotus', vi: 'Hoa Sen', zh: '莲花' },
  { en: 'Panda', vi: 'Gấu Trúc', zh: '熊猫' },
  { en: 'Buffalo', vi: 'Trâu Rừng', zh: '水牛' },
  { en: 'Empress', vi: 'Nữ Hoàng', zh: '女皇' },
  { en: 'Emperor', vi: 'Hoàng Đế', zh: '皇帝' },
  { en: 'Treasure', vi: 'Kho Báu', zh: '宝藏' },
  { en: 'Fortune', vi: 'Tài Lộc', zh: '财富' },
  { en: 'Temple', vi: 'Đền Thiêng', zh: '神殿' },
  { en: 'Lantern', vi: 'Đèn Lồng', zh: '灯笼' },
  { en: 'Monkey King', vi: 'Tề Thiên', zh: '猴王' },
  { en: 'Gems', vi: 'Đá Quý', zh: '宝石' },
  { en: 'Pirates', vi: 'Cướp Biển', zh: '海盗' },
  { en: 'Samurai', vi: 'Võ Sĩ', zh: '武士' },
  { en: 'Goddess', vi: 'Nữ Thần', zh: '女神' },
  { en: 'Mahjong', vi: 'Mạt Chược', zh: '麻将' },
  { en: 'Fruits', vi: 'Trái Cây', zh: '水果' },
  { en: 'Candy', vi: 'Kẹo Ngọt', zh: '糖果' },
  { en: 'Pyramid', vi: 'Kim Tự Tháp', zh: '金字塔' },
  { en: 'Wolf', vi: 'Sói', zh: '狼' },
  { en: 'Eagle', vi: 'Đại Bàng', zh: '雄鹰' },
  { en: 'Stallion', vi: 'Tuấn Mã', zh: '骏马' },
  { en: 'Elephant', vi: 'Voi', zh: '大象' },
  { en: 'Kirin', vi: 'Kỳ Lân', zh: '麒麟' },
  { en: 'Genie', vi: 'Thần Đèn', zh: '精灵' },
  { en: 'Festival', vi: 'Lễ Hội', zh: '节日' },
  { en: 'Bonanza', vi: 'Bội Thu', zh: '丰收' },
  { en: 'Ocean', vi: 'Đại Dương', zh: '海洋' },
  { en: 'Volcano', vi: 'Núi Lửa', zh: '火山' },
  { en: 'Fishing', vi: 'Bắn Cá', zh: '捕鱼' },
  { en: 'Warrior', vi: 'Chiến Binh', zh: '战士' },
]

const SUFFIXES: readonly Trio[] = [
  { en: '', vi: '', zh: '' },
  { en: '', vi: '', zh: '' },
  { en: '', vi: '', zh: '' },
  { en: ' Deluxe', vi: ' Cao Cấp', zh: '豪华版' },
  { en: ' Megaways', vi: ' Megaways', zh: ' Megaways' },
  { en: ' Hold & Win', vi: ' Giữ & Thắng', zh: '聚宝' },
  { en: ' 2', vi: ' 2', zh: '2' },
  { en: ' Rush', vi: ' Cấp Tốc', zh: '急速' },
  { en: ' Jackpot', vi: ' Nổ Hũ', zh: '大奖' },
]

export function slotName(prng: Prng): Trio {
  const adjective = prng.pick(ADJECTIVES)
  const noun = prng.pick(NOUNS)
  const suffix = prng.pick(SUFFIXES)
  return {
    en: `${adjective.en} ${noun.en}${suffix.en}`,
    vi: `${noun.vi} ${adjective.vi}${suffix.vi}`,
    zh: `${adjective.zh}${noun.zh}${suffix.zh}`,
  }
}

const LIVE_TABLES: readonly Trio[] = [
  { en: 'Baccarat', vi: 'Baccarat', zh: '百家乐' },
  { en: 'Speed Baccarat', vi: 'Baccarat Tốc Độ', zh: '极速百家乐' },
  { en: 'Squeeze Baccarat', vi: 'Baccarat Nặn Bài', zh: '咪牌百家乐' },
  { en: 'Dragon Tiger', vi: 'Rồng Hổ', zh: '龙虎' },
  { en: 'Roulette', vi: 'Cò Quay', zh: '轮盘' },
  { en: 'Sic Bo', vi: 'Tài Xỉu', zh: '骰宝' },
  { en: 'Blackjack', vi: 'Xì Dách', zh: '21点' },
  { en: 'Fan Tan', vi: 'Fan Tan', zh: '番摊' },
  { en: 'Xoc Dia', vi: 'Xóc Đĩa', zh: '色碟' },
  { en: 'Fish Prawn Crab', vi: 'Bầu Cua', zh: '鱼虾蟹' },
  { en: 'Bull Bull', vi: 'Ngầu Hầm', zh: '牛牛' },
]

export function liveTableName(index: number): Trio {
  const table = LIVE_TABLES[index % LIVE_TABLES.length] ?? { en: 'Baccarat', vi: 'Baccarat', zh: '百家乐' }
  const letter = String.fromCharCode(65 + (Math.floor(index / LIVE_TABLES.length) % 6))
  const number = String((index % 9) + 1).padStart(2, '0')
  return {
    en: `${table.en} ${letter}${number}`,
    vi: `${table.vi} ${letter}${number}`,
    zh: `${table.zh} ${letter}${number}`,
  }
}

const CARD_GAMES: readonly Trio[] = [
  { en: 'Tien Len South', vi: 'Tiến Lên Miền Nam', zh: '南方前进' },
  { en: 'Phom', vi: 'Phỏm', zh: '越南摸牌' },
  { en: 'Mau Binh', vi: 'Mậu Binh', zh: '十三张' },
  { en: 'Sam Loc', vi: 'Sâm Lốc', zh: '越南十张' },
  { en: 'Texas Hold’em', vi: 'Poker Texas', zh: '德州扑克' },
  { en: 'Fight the Landlord', vi: 'Đấu Địa Chủ', zh: '斗地主' },
  { en: 'Golden Flower', vi: 'Kim Hoa', zh: '炸金花' },
  { en: 'Three Cards', vi: 'Ba Cây', zh: '三公' },
  { en: 'Rob Banker Bull', vi: 'Ngầu Hầm Cướp Cái', zh: '抢庄牛牛' },
  { en: 'Teen Patti', vi: 'Teen Patti', zh: '印度炸金花' },
  { en: 'Rummy', vi: 'Rummy', zh: '拉米' },
  { en: 'Mahjong Battle', vi: 'Mạt Chược Đối Kháng', zh: '二人麻将' },
  { en: 'Blackjack Duel', vi: 'Xì Dách Đối Kháng', zh: '21点对决' },
  { en: 'Fish Shooting', vi: 'Bắn Cá Đổi Thưởng', zh: '捕鱼达人' },
  { en: 'Xoc Dia Classic', vi: 'Xóc Đĩa Cổ Điển', zh: '经典色碟' },
]

const ROOMS: readonly Trio[] = [
  { en: '', vi: '', zh: '' },
  { en: ' VIP', vi: ' VIP', zh: ' VIP' },
  { en: ' Classic', vi: ' Cổ Điển', zh: '经典' },
  { en: ' Blitz', vi: ' Siêu Tốc', zh: '极速' },
]

export function cardGameName(index: number): Trio {
  const game = CARD_GAMES[index % CARD_GAMES.length] ?? { en: 'Poker', vi: 'Poker', zh: '扑克' }
  const room = ROOMS[Math.floor(index / CARD_GAMES.length) % ROOMS.length] ?? { en: '', vi: '', zh: '' }
  const round = Math.floor(index / (CARD_GAMES.length * ROOMS.length))
  const tail = round > 0 ? ` ${round + 1}` : ''
  return {
    en: `${game.en}${room.en}${tail}`,
    vi: `${game.vi}${room.vi}${tail}`,
    zh: `${game.zh}${room.zh}${tail}`,
  }
}

const LOTTERIES: readonly Trio[] = [
  { en: 'Northern Lottery', vi: 'Xổ Số Miền Bắc', zh: '越南北部彩' },
  { en: 'Southern Lottery', vi: 'Xổ Số Miền Nam', zh: '越南南部彩' },
  { en: 'Central Lottery', vi: 'Xổ Số Miền Trung', zh: '越南中部彩' },
  { en: '1-Minute Super Lottery', vi: 'Xổ Số Siêu Tốc 1 Phút', zh: '1分极速彩' },
  { en: 'Keno', vi: 'Keno', zh: '基诺' },
  { en: 'Lo De', vi: 'Lô Đề', zh: '越南宝彩' },
  { en: 'PK10 Racing', vi: 'Đua Xe PK10', zh: 'PK10赛车' },
  { en: 'Fast 3', vi: 'Nhanh 3', zh: '快3' },
  { en: 'Happy 8', vi: 'Hạnh Phúc 8', zh: '快乐8' },
  { en: 'Mark Six', vi: 'Mark Six', zh: '六合彩' },
  { en: 'Thai Lottery', vi: 'Xổ Số Thái Lan', zh: '泰国彩' },
  { en: 'Lotto 5/36', vi: 'Lotto 5/36', zh: '5/36乐透' },
]

export function lotteryName(index: number): Trio {
  const lottery = LOTTERIES[index % LOTTERIES.length] ?? { en: 'Lottery', vi: 'Xổ Số', zh: '彩票' }
  const round = Math.floor(index / LOTTERIES.length)
  const variant = round === 0 ? '' : ` ${[3, 5, 10][round % 3] ?? 5}'`
  return { en: `${lottery.en}${variant}`, vi: `${lottery.vi}${variant}`, zh: `${lottery.zh}${variant}` }
}

const SPORTS: readonly Trio[] = [
  { en: 'Sportsbook', vi: 'Cá Cược Thể Thao', zh: '体育投注' },
  { en: 'Live Betting', vi: 'Cược Trực Tiếp', zh: '滚球投注' },
]

const VIRTUAL: readonly Trio[] = [
  { en: 'Virtual Football League', vi: 'Bóng Đá Ảo', zh: '虚拟足球联赛' },
  { en: 'Virtual Horse Racing', vi: 'Đua Ngựa Ảo', zh: '虚拟赛马' },
  { en: 'Virtual Greyhounds', vi: 'Đua Chó Ảo', zh: '虚拟赛狗' },
  { en: 'Virtual Tennis', vi: 'Quần Vợt Ảo', zh: '虚拟网球' },
  { en: 'Virtual Basketball', vi: 'Bóng Rổ Ảo', zh: '虚拟篮球' },
  { en: 'Virtual Cycling', vi: 'Đua Xe Đạp Ảo', zh: '虚拟自行车' },
  { en: 'Virtual Speedway', vi: 'Đua Mô Tô Ảo', zh: '虚拟摩托赛' },
]

const COCKFIGHTS: readonly Trio[] = [
  { en: 'Cockfight Arena', vi: 'Đá Gà Trực Tiếp', zh: '斗鸡直播' },
  { en: 'Thomo Cockfight', vi: 'Đá Gà Thomo', zh: 'Thomo斗鸡' },
]

const ESPORTS: readonly Trio[] = [
  { en: 'E-Sports Lobby', vi: 'Sảnh Thể Thao Điện Tử', zh: '电竞大厅' },
  { en: 'League of Legends', vi: 'Liên Minh Huyền Thoại', zh: '英雄联盟' },
  { en: 'Dota 2', vi: 'Dota 2', zh: '刀塔2' },
  { en: 'Counter-Strike 2', vi: 'Counter-Strike 2', zh: '反恐精英2' },
  { en: 'Arena of Valor', vi: 'Liên Quân Mobile', zh: '王者荣耀' },
  { en: 'Mobile Legends', vi: 'Mobile Legends', zh: '无尽对决' },
  { en: 'Valorant', vi: 'Valorant', zh: '无畏契约' },
  { en: 'PUBG Mobile', vi: 'PUBG Mobile', zh: '绝地求生' },
]

function cycle(list: readonly Trio[], index: number): Trio {
  const item = list[index % list.length] ?? { en: 'Game', vi: 'Trò Chơi', zh: '游戏' }
  const round = Math.floor(index / list.length)
  if (round === 0) return item
  return { en: `${item.en} ${round + 1}`, vi: `${item.vi} ${round + 1}`, zh: `${item.zh}${round + 1}` }
}

/** The name of the `index`-th game of a provider for a game type. */
export function gameName(gameType: number, index: number, prng: Prng): Trio {
  switch (gameType) {
    case 2:
      return slotName(prng)
    case 3:
      return liveTableName(index)
    case 4:
      return cycle(SPORTS, index)
    case 5:
      return lotteryName(index)
    case 6:
      return cardGameName(index)
    case 7:
      return cycle(VIRTUAL, index)
    case 8:
      return cycle(COCKFIGHTS, index)
    default:
      return cycle(ESPORTS, index)
  }
}
