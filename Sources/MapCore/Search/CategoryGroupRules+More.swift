/// More first segments of IMDF categories by group: the occupant categories of IMDF 1.0's
/// table (../shared/imdf-categories.json, cuisines, services, care, sport…), the airport and
/// station amenities and sections, and the units that are places of their own. Together with
/// ``CategoryGroupRules/ordered`` every category of that table has a group, but those in
/// ``CategoryGroupRules/otherOnPurpose``.
extension CategoryGroupRules {
    /// Cuisines and places to eat and drink.
    static let moreFood: Set<String> = words("""
        acai afghani african arabian argentine armenian asturian australian austrian bangladeshi beergarden beerhall \
        beisl belgian bengali biryani blacksea brazilian brewery british bulgarian burmese cajun cambodian canadian \
        caribbean catering cheesesteaks chilean chimneycakes churros cider coffeeroaster colombian congee corsican \
        cuban customcakes cypriot czech danish dinnertheater distillery dominican donair eatertainment egyptian \
        empanadas ethiopian european familyfriendly filipino fish fishandchips flatbread fondue fooddelivery \
        freiduria friterie gastropubs georgian giblets glutenfree haitian hawaiian himalayan hongkong hotpot \
        hungarian iberian indonesian irish irishpub israeli japanesesweets jewish kaiseki kashmiri kopitiam kurdish \
        laotian latinamerican ligurian macaron malaysian mamak mauritian meatballs mongolian moroccan mughlai naga \
        nasilemak nepalese newzealand nicaraguan northamerican nyonya okinawan opensandwiches oriental ottoman paella \
        pakistani parma parsi persian peruvian piadina pita polish portuguese potatoes poutineries puertorican \
        punjabi reunionnese robatayaki rodizio romanian rotisseriechicken russian salvadoran scandinavian scottish \
        senegalese serbianandcroatian shavedice shavedsnow signature singaporean slovakian southafrican \
        southernunitedstates southwestunitedstates srilankan streetvendor supperclub swedish swiss syrian taberna \
        taiwanese taiyaki tamales texmex tibetan tofu trinidadian ukrainian uzbek venezuelan venison welsh winery \
        winetasting wok yugoslav easterneuropean norwegian
        """)

    /// Things to buy.
    static let moreShopping: Set<String> = words("""
        shop audiovideoequipment autopartssupplies babyclothesandsupplies batteries beerwinespirits bikesandequipment \
        blinds booksmagazinesmusicvideo buildingsupplies cabinets cannabisdispensary cards chinesebazaar \
        christmastrees coffeeteasupplies costumes custommerchandise electronicparts fitnessequipment furclothing \
        gardening golfequipment grillingequipment gunsandammo herbsandspices holidaydecorations homegarden honey \
        horsequipment huntingfishingsupplies kimonos kitchenandbath knittingsupplies linens lotterystand mattresses \
        motorcyclingclothing musicvideo officeequipmentandsupplies oliveoil outdoorfurniture packingsupplies \
        partysupplies photographyequipment playsets pooltablesupplies printmedia religiousitems rugs \
        scandinaviandesign skatingequipment skiequipment spiritualproducts stockings surfingequipment tabletopgames \
        teachersupplies uniforms vintageclothing vitaminssupplements wholesalemerchant wholesaler wigs popup \
        shoppingpassage livestocksales artsandcrafts movierental fittingroom kiosk nurseries dealer \
        embroiderycrochet
        """)

    /// Care of body and mind.
    static let moreHealth: Set<String> = words("""
        acnetreatment acupuncture allergies alternativemedicine auditory blooddonationcenter bodycontouring cardiology \
        cosmeticsurgery cryotherapy dentalhygiene diagnosticimaging diagnosticservices dietician earnosethroat \
        endodontics familyplanning gastroenterology hearingaidproviders hearingaids herbalmedicine homehealthcare \
        homeopathy internalmedicine ivhydration laboratorytesting lasereyesurgery medicalspa medicalsupplies \
        naturopathy obgyn occupationaltherapy opthamalogy oralsurgery orthodontics orthopedics orthotics osteopathy \
        painmanagement pathology periodontics plasticsurgery podiatrists podiatry prenatal preventivemedicine \
        psychiatrists psychiatry psychology pulmonology radiology reflexology sportsmedicine surgeon teethwhitening \
        traditionalchinesemedicine tuina vascularmedicine weightloss caregiver
        """)

    /// Services, offices, schools, places of worship, lodging.
    static let moreServices: Set<String> = words("""
        3dprinting accounting adoptionservices advertising advisoryservices ballonservices beautyspas bicycle \
        billingservices bodypiercing bulkmedicalbilling businessconsulting calligraphy caricaturist careercounseling \
        clockrepair commercialrealestate commissionedartists condominium constructionequipmentrental contractors \
        corporateheadquarters corporateoffices countertopinstallation datarecovery dayspa digitizingservices dmv \
        donationcenter doorsalesandinstallation dumpsterrental editorialservices electricians emissionstesting \
        employmentagency engraving eventplanning eyelashes fengshui fingerprinting floraldesign \
        flooringinstallationandrepair funeralservices goldmerchants graphicaldesign hairblowout hairextensions \
        hairloss hairremoval hairstylist hennaartist homeappliancerepair homeautomation homecleaning homedevelopers \
        hometheaterinstallation hottubandpool housingcooperative hvac informationtechnology installmentloanservices \
        insulationinstallation interiordesign internetbooth internetserviceprovider investmentbanking knifesharpening \
        landscaping laundromat legalservices lifecoach localservices mailboxcenter makeupartist marketing \
        massagetherapist massagetherapy mortgagebroker musicalinstrumentservices nonprofit notarypublic officebuilding \
        packing passportvisaservices pawn paydayloan permanentmakeup personalcare personalshopper photography \
        pictureframing poolcleaning privateinvestigation professionalservices propertymanagement publicservices \
        realestate realestateagents realestateservices recordingstudio recyclingcenter researchanddevelopment \
        residentialapartments retirementhome reupholstery roofing screenprinting securitysystems selfstorage \
        seniorcenter sharedofficespace shippingdropbox shoeshine shutterinstallation signmaking skincare \
        socialservices softwaredevelopment solarinstallation structuralengineers surfacerefinishing talentagencies \
        tanningbeds tanningservices tattoo taxoffice taxservices telecommunications televisionserviceproviders \
        titleloan translationservices utilities vacationhome veteransorganization videofilmproduction \
        waterpurification webdesign weddingplanning windowinstallation cityhall placeofworship weddingchappel \
        education educationservices tutoring adulteducation artschool cookingschool cosmetologyschool danceschool \
        drivingschool elementaryschool firearmstrainingschool flightinstructionschool highschool languageschool \
        massageschool parentingschool preschool privateschool specialtyschool sportsschool testpreparationschool \
        vocationalschool childbirthschool veterinarian astrologist psychic magicians partycharacters radiostation \
        televisionstation militarybase warehouse kitchenincubator sommeliers hotel bedbreakfast auto automotive \
        animalreliefarea emergencyshelter hoteling meditation prayerroom privatelounge lounge sleepbox smokingarea \
        studentadmissions studentservices cabin rental animalshelter architecture businesscampus partyequipment
        """)

    /// Travel: airports and stations, hire, fares and baggage.
    static let moreTransport: Set<String> = words("""
        airfield airport airportshuttle busrental carrental truckrental towncarservice trainserviceprovider \
        transportationservices privateshuttlebus privatejetcharter fixedbaseoperator bicyclerental fuelstation \
        concourse transitlounge baggagecarousel baggagecarts baggageclaim baggagerecheck faregate immigration paidarea \
        pedestriancrossing postsecurity presecurity recomposearea waitingroom
        """)

    /// Sport, arts, play and sights.
    static let moreLeisure: Set<String> = words("""
        adultentertainment agritourism airsoft archery artgallery artinstruction arts artstudio barreclass \
        baseballfield bathingarea battingcages beach bingo botanicalgarden boxing bungeejumping cardioclasses \
        carouselride challengecourse climbing comedyclub communitybookbox countryclub culturalcenter communitycenter \
        cyclingclass danceclub dancestudio drivingrange experiences fairground fitnessbootcamp fitnessinstruction \
        floatspa gokarting golf gunrange gymnastics hauntedhouse lasertag martialarts minigolf musicvenue observatory \
        opera pachinko paintandsip painting paintyourownpottery parks performingarts personaltrainer pilates \
        poledancingschool poolhall professionalsportsteam publicart racetrack recreationcenter rockclimbing sauna \
        silentdisco skatepark skatingrink skydiving soccer socialclub spinclass sportsclub sportsequipment surfing \
        swimminginstruction teambuilding tennis touristattraction tours trampolining waterpark youthclub vocalcoach \
        plaza terrace exhibition cooking fencing
        """)

    /// Categories that are ``CategoryGroup/other`` on purpose: rooms of no particular use,
    /// materials and structure, circulation, back of house, street furniture and safety
    /// equipment (the directory lists none of them but named rooms).
    static let otherOnPurpose: Set<String> = words("""
        brick classroom column concrete conferenceroom drywall glass huddleroom lobby nonpublic office opentobelow \
        phoneroom road room serverroom storage structure unenclosedarea unspecified vegetation walkway \
        walkway.island wood firealarmpullstation fireextinguisher seat seating cubicle private servicearea seatingrow
        """)

    /// A set of the words of a space-separated list.
    static func words(_ list: String) -> Set<String> {
        Set(list.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    }
}
