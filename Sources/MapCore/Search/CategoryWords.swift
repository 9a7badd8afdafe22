/// The words people use for the places they look for in a building, in the eleven languages
/// Atrium's search knows (en, de, fr, es, it, nl, pt, ru, ja, zh, ko): toilets (and women's,
/// men's, accessible ones), elevators, stairs, escalators, entrances and exits, information,
/// cafés, restaurants, cash machines, first aid, ticket offices, lockers, parking, prayer
/// rooms, baby changing, platforms and boarding gates. Written as people write them (accents, capitals and scripts as
/// they are): ``SearchSynonyms`` folds them as it folds queries.
///
/// Hand-written on purpose: no maintained package maps everyday words in these languages onto
/// IMDF categories; the words are common vocabulary, checked against signage conventions.
enum CategoryWords {
    private static func row(_ words: [String], _ targets: [CategoryTarget]) -> [(String, [CategoryTarget])] {
        words.map { ($0, targets) }
    }

    static let rows: [(String, [CategoryTarget])] = {
        var rows: [(String, [CategoryTarget])] = []
        // Toilets.
        rows += row(["Toilette", "Toiletten", "Klo", "WC-Anlage",                      // de
                     "toilettes", "sanitaires", "cabinets",                            // fr
                     "aseo", "aseos", "baño", "baños", "servicios", "sanitarios",      // es
                     "bagno", "bagni", "gabinetto", "servizi igienici",                // it
                     "wc's", "toiletten",                                              // nl
                     "banheiro", "banheiros", "casa de banho", "sanitário",            // pt
                     "туалет", "туалеты", "уборная", "санузел",                        // ru
                     "トイレ", "お手洗い", "化粧室", "便所",                              // ja
                     "厕所", "洗手间", "卫生间", "廁所", "洗手間", "衛生間",                // zh
                     "화장실", "변소"],                                                  // ko
                    [.category("restroom")])
        rows += row(["Damen", "Frauen", "femmes", "dames", "mujeres", "señoras", "damas", "donne", "vrouwen",
                     "mulheres", "senhoras", "женский", "женщины", "女性", "女子", "女厕", "女廁", "여자", "여성"],
                    [.category("restroom.female")])
        rows += row(["Herren", "Männer", "hommes", "messieurs", "hombres", "caballeros", "uomini", "heren", "mannen",
                     "homens", "мужской", "мужчины", "男性", "男子", "男厕", "男廁", "남자", "남성"],
                    [.category("restroom.male")])
        rows += row(["barrierefrei", "Rollstuhl", "Behinderten", "handicapé", "PMR", "accesible", "minusválidos",
                     "disabili", "accessibile", "toegankelijk", "rolstoel", "invalide", "acessível", "deficientes",
                     "инвалидов", "多目的", "車椅子", "車いす", "无障碍", "無障礙", "장애인"],
                    [.category("wheelchair")])
        // Ways between levels.
        rows += row(["Aufzug", "Fahrstuhl", "ascenseur", "ascensor", "elevador", "ascensore", "лифт", "エレベーター",
                     "エレベータ", "电梯", "電梯", "升降机", "엘리베이터", "승강기"], [.category("elevator")])
        rows += row(["Treppe", "Treppen", "Treppenhaus", "escalier", "escaliers", "escalera", "escaleras", "scala",
                     "scale", "trap", "trappen", "trappenhuis", "escada", "escadas", "лестница", "лестницы", "階段",
                     "楼梯", "樓梯", "계단"], [.category("stairs"), .category("steps")])
        rows += row(["Rolltreppe", "escalier mécanique", "escalera mecánica", "scala mobile", "roltrap",
                     "escada rolante", "эскалатор", "エスカレーター", "扶梯", "自动扶梯", "電扶梯", "에스컬레이터"],
                    [.category("escalator"), .category("movingwalkway")])
        // Entrances and exits.
        rows += row(["Eingang", "Ausgang", "entrée", "sortie", "entrada", "salida", "ingresso", "entrata", "uscita",
                     "ingang", "uitgang", "saída", "вход", "выход", "入口", "出口", "입구", "출구"],
                    [.category("pedestrian.principal"), .category("entry"), .category("emergencyexit")])
        // Information.
        rows += row(["Auskunft", "Information", "renseignements", "accueil", "información", "informazioni",
                     "informatie", "inlichtingen", "informações", "informação", "информация", "справочная",
                     "案内", "案内所", "インフォメーション", "问讯处", "服务台", "詢問處", "咨询", "안내", "안내소"],
                    [.group(.info)])
        // Cafés and restaurants.
        rows += row(["Café", "cafetería", "caffè", "caffetteria", "koffie", "koffiebar", "кафе", "кофе",
                     "カフェ", "喫茶店", "コーヒー", "咖啡", "咖啡厅", "咖啡廳", "커피"],
                    [.category("cafe"), .category("coffee"), .category("coffeeshop"), .category("themedcafe")])
        rows += row(["Restaurant", "Gaststätte", "manger", "restaurante", "comida", "comer", "ristorante",
                     "mangiare", "eten", "ресторан", "еда", "столовая", "レストラン", "食事", "食堂", "餐厅",
                     "餐廳", "饭店", "레스토랑"], [.group(.food)])
        // Cash machines.
        rows += row(["Geldautomat", "Bankautomat", "distributeur", "distributeur de billets", "DAB", "cajero",
                     "cajero automático", "bancomat", "geldautomaat", "pinautomaat", "caixa eletrônico",
                     "multibanco", "банкомат", "ＡＴＭ", "取款机", "自动取款机", "提款機", "현금인출기", "에이티엠"],
                    [.category("atm")])
        // First aid.
        rows += row(["Erste Hilfe", "Sanitäter", "premiers secours", "secours", "infirmerie", "primeros auxilios",
                     "enfermería", "pronto soccorso", "primo soccorso", "EHBO", "eerste hulp", "primeiros socorros",
                     "enfermaria", "медпункт", "первая помощь", "救護室", "救護所", "医務室", "急救", "医务室",
                     "醫務室", "응급", "구급", "의무실"],
                    [.category("firstaid"), .category("defibrillator"), .category("clinic")])
        // Ticket offices.
        rows += row(["ticket", "tickets", "ticket office", "box office", "Fahrkarten", "Fahrkartenschalter",
                     "Kasse", "billetterie", "billets", "guichet", "taquilla", "billetes", "boletería",
                     "biglietteria", "biglietti", "kaartjes", "kaartverkoop", "loket", "bilheteria", "bilheteira",
                     "bilhetes", "касса", "кассы", "билеты", "切符売り場", "きっぷうりば", "チケット", "售票处",
                     "售票處", "票务", "매표소"],
                    [.category("ticketing"), .category("tickets"), .category("vendingmachine.trainticket")])
        // Lockers and left luggage.
        rows += row(["locker", "lockers", "left luggage", "luggage storage", "Schließfach", "Schließfächer",
                     "Gepäckaufbewahrung", "consigne", "casiers", "consigna", "casilleros", "armadietti",
                     "deposito bagagli", "kluisjes", "bagagekluizen", "cacifos", "guarda volumes",
                     "камера хранения", "шкафчики", "コインロッカー", "ロッカー", "储物柜", "寄存", "置物櫃",
                     "보관함", "물품보관함", "사물함"],
                    [.category("coinlocker"), .category("packagelocker"), .category("luggagestorage"),
                     .category("baggagestorage")])
        // Parking.
        rows += row(["Parkhaus", "stationnement", "aparcamiento", "estacionamiento", "parcheggio", "parkeren",
                     "parkeergarage", "estacionamento", "парковка", "стоянка", "駐車場", "停车场", "停車場"],
                    [.group(.parking)])
        // Prayer rooms.
        rows += row(["prayer", "prayer room", "chapel", "multifaith", "Gebetsraum", "Andachtsraum", "Kapelle",
                     "salle de prière", "chapelle", "prière", "sala de oración", "capilla", "oración",
                     "sala di preghiera", "cappella", "preghiera", "gebedsruimte", "stiltecentrum",
                     "sala de oração", "capela", "молельная", "молитвенная комната", "祈祷室", "礼拝室", "禮拜室",
                     "기도실"], [.category("prayerroom"), .category("meditation")])
        // Baby changing.
        rows += row(["baby change", "Wickelraum", "Wickeltisch", "table à langer", "change bébé", "bébé",
                     "cambiador", "bebé", "fasciatoio", "babyverschoonruimte", "verschoontafel", "fraldário",
                     "trocador", "bebê", "комната матери и ребенка", "пеленальный", "おむつ替え", "ベビールーム",
                     "授乳室", "母婴室", "母嬰室", "婴儿护理", "수유실", "기저귀교환대"],
                    [.category("babychanging"), .category("mothersroom"), .category("restroom.family")])
        // Platforms and tracks ("Gleis 7", "voie 12": the word names the kind, the number the place).
        rows += row(["platform", "platforms", "track", "Bahnsteig", "Gleis", "Steig", "quai", "voie", "andén", "vía",
                     "binario", "banchina", "perron", "spoor", "plataforma", "linha", "платформа", "перрон", "путь",
                     "ホーム", "番線", "のりば", "站台", "月台", "승강장", "타는곳"],
                    [.category("platform"), .category("boardinggate.train")])
        // Boarding gates.
        rows += row(["gate", "gates", "boarding gate", "Flugsteig", "Abflugsteig", "porte", "porte d'embarquement",
                     "puerta", "puerta de embarque", "imbarco", "gate d'imbarco", "portão", "portão de embarque",
                     "выход на посадку", "посадка", "ゲート", "搭乗口", "登机口", "登機門", "탑승구", "게이트"],
                    [.category("boardinggate"), .category("arrivalgate"), .category("gatearea")])
        return rows
    }()
}
