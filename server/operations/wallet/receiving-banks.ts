/** The operator's account a bank-transfer deposit is paid into: one local bank per currency. */
export interface ReceivingBank {
  bank_name: string
  account_name: string
  account_number: string
  branch: string
}

/** Dollars (and any currency without a local bank) go to the Singapore account. */
const DOLLAR_BANK: ReceivingBank = {
  bank_name: 'DBS Bank',
  account_name: 'LOTUS ENTERTAINMENT PTE LTD',
  account_number: '072-945118-3',
  branch: 'Singapore, Marina Bay',
}

const RECEIVING_BANKS: Record<string, ReceivingBank> = {
  VND: {
    bank_name: 'Vietcombank',
    account_name: 'LOTUS ENTERTAINMENT',
    account_number: '0071000888999',
    branch: 'Ho Chi Minh City',
  },
  USD: DOLLAR_BANK,
  RMB: {
    bank_name: '中国工商银行',
    account_name: '莲花娱乐有限公司',
    account_number: '6222 0210 0108 8899',
    branch: '上海浦东支行',
  },
  THB: {
    bank_name: 'Kasikornbank',
    account_name: 'LOTUS ENTERTAINMENT CO., LTD.',
    account_number: '068-2-88899-1',
    branch: 'Bangkok, Silom',
  },
  INR: {
    bank_name: 'HDFC Bank',
    account_name: 'LOTUS ENTERTAINMENT PVT LTD',
    account_number: '50200088899912',
    branch: 'Mumbai, Fort (IFSC HDFC0000060)',
  },
  BDT: {
    bank_name: 'BRAC Bank',
    account_name: 'LOTUS ENTERTAINMENT LTD',
    account_number: '1501 2048 8899 0001',
    branch: 'Dhaka, Gulshan',
  },
  MMK: {
    bank_name: 'KBZ Bank',
    account_name: 'LOTUS ENTERTAINMENT CO., LTD.',
    account_number: '0273 0100 8889 9901',
    branch: 'Yangon, Kamayut',
  },
  WON: {
    bank_name: 'KB Kookmin Bank',
    account_name: '로터스엔터테인먼트',
    account_number: '888801-04-189920',
    branch: 'Seoul, Gangnam',
  },
  JPY: {
    bank_name: 'MUFG Bank',
    account_name: 'ロータスエンターテインメント(カ',
    account_number: '251-0888999',
    branch: 'Tokyo, Shinjuku',
  },
  BRL: {
    bank_name: 'Banco do Brasil',
    account_name: 'LOTUS ENTRETENIMENTO LTDA',
    account_number: '88899-1 (agência 3064-5)',
    branch: 'São Paulo, Paulista',
  },
  NGN: {
    bank_name: 'Access Bank',
    account_name: 'LOTUS ENTERTAINMENT NIGERIA LTD',
    account_number: '0788899912',
    branch: 'Lagos, Victoria Island',
  },
}

export function receivingBankFor(currency: string): ReceivingBank {
  return RECEIVING_BANKS[currency] ?? DOLLAR_BANK
}
